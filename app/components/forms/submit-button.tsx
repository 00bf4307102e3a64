import { LoaderCircle } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

/** Full-width submit; while sending it is disabled and reads the form's own "Submitting..." or "Sending...". */
export function SubmitButton({
  submitting,
  label,
  submittingLabel,
}: {
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-live="polite">
      {submitting ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {submittingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

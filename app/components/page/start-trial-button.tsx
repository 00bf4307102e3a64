import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { TrialLink } from "./trial-link.tsx";

type StartTrialButtonProps = Pick<ButtonProps, "variant" | "className"> & { children: ReactNode; plan?: string };

/** The large trial button that leads a call to action: a link to the app's registration, its label and an arrow. */
export function StartTrialButton({ children, plan, ...props }: StartTrialButtonProps) {
  return (
    <Button asChild size="lg" {...props}>
      <TrialLink plan={plan}>
        {children}
        <ArrowRight aria-hidden="true" />
      </TrialLink>
    </Button>
  );
}

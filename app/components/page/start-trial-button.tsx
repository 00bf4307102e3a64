import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { site } from "#content/site.ts";

type StartTrialButtonProps = Pick<ButtonProps, "variant" | "className"> & { children: ReactNode };

/** The large trial button that leads a call to action: a link to the app's registration, its label and an arrow. */
export function StartTrialButton({ children, ...props }: StartTrialButtonProps) {
  return (
    <Button asChild size="lg" {...props}>
      <a href={site.appRegisterUrl}>
        {children}
        <ArrowRight aria-hidden="true" />
      </a>
    </Button>
  );
}

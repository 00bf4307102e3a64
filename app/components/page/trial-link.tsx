import type { ComponentProps } from "react";
import { ctaAttributes } from "#app/lib/calls-to-action.ts";
import { site } from "#content/site.ts";
import { buildSettings } from "#core/build-settings.ts";
import { signUpUrl } from "#core/sign-up-link.ts";

type TrialLinkProps = Omit<ComponentProps<"a">, "href"> & { plan?: string };

/**
 * A link to the app's sign-up, marked as the trial call to action. A plan card's link names its plan in the address,
 * so it travels without JavaScript too; the visitor's campaign is added as the link is followed (attribution.ts).
 */
export function TrialLink({ plan, ...props }: TrialLinkProps) {
  return (
    <a
      href={signUpUrl(site.appRegisterUrl, plan ? { plan } : {}, buildSettings.signUpParameterNames)}
      {...ctaAttributes("start_trial", plan)}
      {...props}
    />
  );
}

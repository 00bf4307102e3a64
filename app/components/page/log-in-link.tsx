import type { ComponentProps } from "react";
import { ctaAttributes } from "#app/lib/calls-to-action.ts";
import { navigationCopy } from "#content/navigation.ts";
import { site } from "#content/site.ts";

/** Log in: a link to the app's sign-in page, marked as that call to action, in the frame's words. */
export function LogInLink(props: Omit<ComponentProps<"a">, "href" | "children">) {
  return (
    <a href={site.appLoginUrl} {...ctaAttributes("log_in")} {...props}>
      {navigationCopy.logIn}
    </a>
  );
}

import type { ComponentProps } from "react";
import { navigationCopy } from "#content/navigation.ts";

/** A link to another site, opened in a new tab, that says so to screen readers. */
export function NewTabLink({ children, ...props }: ComponentProps<"a">) {
  return (
    <a {...props} rel="noopener" target="_blank">
      {children}
      <span className="sr-only"> {navigationCopy.newTab}</span>
    </a>
  );
}

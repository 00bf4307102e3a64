/** Copy of the content manager's page under /admin; the editor's own labels and hints are in its configuration. */
import { site } from "./site.ts";

export const cmsCopy = {
  pageTitle: "Content manager",
  needsJavaScript: `The ${site.name} content manager needs JavaScript. Turn it on for this page and reload.`,
} as const;

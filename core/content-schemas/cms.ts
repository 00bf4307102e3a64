import { z } from "zod";
import { copy } from "./fields.ts";

/** content/cms.json: the content manager's own page under /admin. */
export const cmsContentSchema = z.object({
  pageTitle: copy("Page title"),
  needsJavaScript: copy("Without JavaScript"),
  previewIncomplete: copy("Preview of an incomplete entry"),
});

export type CmsContent = z.infer<typeof cmsContentSchema>;

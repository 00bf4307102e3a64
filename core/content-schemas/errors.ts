import { z } from "zod";
import { copy, listOf, paragraph } from "./fields.ts";
import { pageHeadSchema } from "./page-head.ts";
import { checkedPageLink, pageLinkFields } from "./page-link.ts";

/** content/errors.json: what a visitor reads when a page cannot be shown. */
export const errorsContentSchema = z.object({
  notFound: pageHeadSchema
    .extend({
      heading: copy("Heading"),
      lead: paragraph("Lead"),
      eyebrow: copy("Eyebrow"),
      homeLink: copy("Home link"),
      writeLink: copy("Write-to-us link", 'Beside the home link, writes an e-mail to the support address, e.g. "Write to us".'),
      suggestions: listOf(
        checkedPageLink(z.object({ label: copy("Label"), ...pageLinkFields(), body: copy("What it holds") })),
        "Suggested pages",
      ),
    })
    .meta({ title: "Page not found" }),
  unexpectedError: z
    .object({ title: copy("Title"), heading: copy("Heading"), body: paragraph("Text"), homeLink: copy("Home link") })
    .meta({ title: "Any other error" }),
});

export type ErrorsContent = z.infer<typeof errorsContentSchema>;

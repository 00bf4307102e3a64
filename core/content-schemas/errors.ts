import { z } from "zod";
import { copy, listOf, paragraph } from "./fields.ts";
import { pageHeadSchema } from "./page-head.ts";

/** content/errors.json: what a visitor reads when a page cannot be shown. */
export const errorsContentSchema = z.object({
  notFound: pageHeadSchema
    .extend({
      heading: copy("Heading"),
      lead: paragraph("Lead"),
      eyebrow: copy("Eyebrow"),
      homeLink: copy("Home link"),
      suggestions: listOf(
        z.object({
          label: copy("Page"),
          href: copy("Link", "A page of this site, e.g. /pricing."),
          body: copy("What it holds"),
        }),
        "Suggested pages",
      ),
    })
    .meta({ title: "Page not found" }),
  unexpectedError: z
    .object({ title: copy("Title"), heading: copy("Heading"), body: paragraph("Text"), homeLink: copy("Home link") })
    .meta({ title: "Any other error" }),
});

export type ErrorsContent = z.infer<typeof errorsContentSchema>;

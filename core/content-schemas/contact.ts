import { z } from "zod";
import { copy, listOf } from "./fields.ts";
import { namedPageCopySchema, titledTextSchema } from "./page-copy.ts";

/** content/pages/contact.json: /contact, the Get in Touch form as a page (the form's words are in content/lead-forms.json). */
export const contactContentSchema = namedPageCopySchema.extend({
  topics: listOf(titledTextSchema, "What people write about"),
  labels: z
    .object({
      topics: copy("Topics heading"),
      otherWays: copy("Other ways heading"),
      formTitle: copy("Form heading"),
      requiredNote: copy("Required fields note"),
    })
    .meta({ title: "Labels" }),
  otherWays: listOf(
    z.object({
      label: copy("Team"),
      body: copy("What to write about"),
      email: copy("E-mail address", "A placeholder such as {site.email.sales}."),
    }),
    "Other ways to reach us",
  ),
});

export type ContactContent = z.infer<typeof contactContentSchema>;

import { z } from "zod";
import { copy, listOf, paragraph } from "./fields.ts";
import { namedPageCopySchema, titledTextSchema } from "./page-copy.ts";

/** content/pages/contact-sales.json: /contact-sales around its form (the form's words are in content/lead-forms.json). */
export const contactSalesContentSchema = namedPageCopySchema.extend({
  reasons: listOf(copy("Reason"), "Why teams talk to us"),
  afterSend: listOf(titledTextSchema, "What happens after sending"),
  prefer: paragraph("Trial note", "Followed by the trial link."),
  labels: z
    .object({
      reasons: copy("Reasons heading"),
      afterSend: copy("Steps heading"),
      trialLink: copy("Trial link"),
      preferEmail: copy("E-mail line", "Followed by the sales address."),
      answerTime: copy("Answer time"),
      formTitle: copy("Form heading"),
      requiredNote: copy("Required fields note"),
    })
    .meta({ title: "Labels" }),
});

export type ContactSalesContent = z.infer<typeof contactSalesContentSchema>;

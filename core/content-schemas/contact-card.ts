import { z } from "zod";
import { copy, listOf, paragraph } from "./fields.ts";
import { closingCall, namedPageCopySchema } from "./page-copy.ts";

/** content/pages/contact-card.json: /contact-card, the sales team's card; the build also writes it as a vCard. */
export const contactCardContentSchema = namedPageCopySchema.extend({
  card: z
    .object({
      name: copy("Name"),
      title: copy("Job title"),
      phone: z
        .string()
        .regex(/^\+[\d ]+$/, "must be an international number: + and digits, spaces allowed")
        .optional()
        .meta({ title: "Phone", description: "Only a real, answered number; without one the card shows no phone." }),
      intro: paragraph("Introduction"),
      bio: paragraph("Biography"),
      highlights: listOf(copy("Topic"), "Topics to talk about"),
    })
    .meta({ title: "Card", description: "The company, e-mail, website and address come from Site facts." }),
  labels: z
    .object({
      email: copy("E-mail"),
      phone: copy("Phone"),
      website: copy("Website"),
      office: copy("Office"),
      save: copy("Save button"),
      highlights: copy("Topics heading", "{firstName} is the card's first name."),
    })
    .meta({ title: "Labels" }),
  closing: closingCall("Under the card, above Talk to Sales."),
});

export type ContactCardContent = z.infer<typeof contactCardContentSchema>;

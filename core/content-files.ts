/**
 * Every content file that holds the site's copy as data, with the schema that types it. The build checks each file
 * against its schema (core/content-validation.ts) and /admin offers each as an entry whose form is generated from the
 * same schema (scripts/build-steps/cms-config.ts), so the CMS cannot save what the build refuses.
 * Node only: the schemas never reach the browser; the pages import the files through their accessors in content/.
 */
import type { z } from "zod";
import { cmsContentSchema } from "./content-schemas/cms.ts";
import { consentContentSchema } from "./content-schemas/consent.ts";
import { contactContentSchema } from "./content-schemas/contact.ts";
import { contactCardContentSchema } from "./content-schemas/contact-card.ts";
import { contactSalesContentSchema } from "./content-schemas/contact-sales.ts";
import { errorsContentSchema } from "./content-schemas/errors.ts";
import { faqContentSchema } from "./content-schemas/faq.ts";
import { faqsContentSchema } from "./content-schemas/faqs.ts";
import { futureContentSchema } from "./content-schemas/future.ts";
import { homeContentSchema } from "./content-schemas/home.ts";
import { formPostMessagesContentSchema, leadFormsContentSchema } from "./content-schemas/lead-forms.ts";
import { legalContentSchema } from "./content-schemas/legal.ts";
import { plansContentSchema } from "./content-schemas/plans.ts";
import { pricingContentSchema } from "./content-schemas/pricing.ts";
import { siteContentSchema } from "./content-schemas/site.ts";

export type ContentFile = {
  /** Relative to the repository root. */
  file: string;
  schema: z.ZodType;
  /** The entry's name in /admin. */
  label: string;
  /** What an editor changes here, shown in /admin. */
  description: string;
  /** Placeholders the file's accessor fills for each use ({count}, {maxKb}), besides the site's facts and prices. */
  placeholders?: readonly string[];
};

export const contentFiles: readonly ContentFile[] = [
  {
    file: "content/site.json",
    schema: siteContentSchema,
    label: "Site facts and claims",
    description: "The product's name, addresses, trial, launch discount, ratings and claims. Copy names them as {site.…}.",
  },
  {
    file: "content/plans.json",
    schema: plansContentSchema,
    label: "Plans and prices",
    description: "The only place a price is written: the cards, the table, the FAQ and the structured data follow it.",
  },
  {
    file: "content/home.json",
    schema: homeContentSchema,
    label: "Home page",
    description: "Every section of the home page, in order.",
  },
  {
    file: "content/faq.json",
    schema: faqContentSchema,
    label: "FAQ",
    description: "Every question on /faqs; the home page shows those marked for it.",
  },
  {
    file: "content/pages/pricing.json",
    schema: pricingContentSchema,
    label: "Pricing page",
    description: "/pricing around the plan cards and the comparison table; its billing questions are a group of the FAQ.",
  },
  {
    file: "content/pages/faqs.json",
    schema: faqsContentSchema,
    label: "FAQ page",
    description: "/faqs around the questions, which are edited under FAQ.",
  },
  {
    file: "content/pages/future.json",
    schema: futureContentSchema,
    label: "Vision and roadmap page",
    description: "/future: the vision, the principles behind it and the roadmap in three horizons.",
  },
  {
    file: "content/pages/legal.json",
    schema: legalContentSchema,
    label: "Legal page",
    description: "/legal: the index of the legal documents and the company's details. The documents are under Legal documents.",
  },
  {
    file: "content/pages/contact-card.json",
    schema: contactCardContentSchema,
    label: "Sales contact card",
    description: "/contact-card and the vCard the build writes from it.",
    placeholders: ["firstName"],
  },
  {
    file: "content/pages/contact-sales.json",
    schema: contactSalesContentSchema,
    label: "Contact sales page",
    description: "/contact-sales around its form.",
  },
  {
    file: "content/pages/contact.json",
    schema: contactContentSchema,
    label: "Contact page",
    description: "/contact around the Get in Touch form.",
  },
  {
    file: "content/lead-forms.json",
    schema: leadFormsContentSchema,
    label: "Lead forms",
    description:
      "The words of the contact-sales and Get in Touch forms. The sent and not sent messages are the spec's exact words.",
  },
  {
    file: "content/form-post-messages.json",
    schema: formPostMessagesContentSchema,
    label: "Forms sent without JavaScript",
    description: "What the server says above a form's button when it refuses the form as a whole.",
    placeholders: ["maxKb"],
  },
  {
    file: "content/consent.json",
    schema: consentContentSchema,
    label: "Cookie consent",
    description: "The analytics consent banner and the footer's Cookie settings button.",
  },
  {
    file: "content/errors.json",
    schema: errorsContentSchema,
    label: "Error pages",
    description: "The not-found page and the page shown for any other error.",
  },
  {
    file: "content/cms.json",
    schema: cmsContentSchema,
    label: "Content manager page",
    description: "The content manager's own page under /admin.",
  },
];

/** The file that states the plans: the only one where a price may be written as a figure. */
export const PLANS_FILE = "content/plans.json";
/** The pricing page, whose billing questions are one group of FAQ_FILE. */
export const PRICING_FILE = "content/pages/pricing.json";
export const FAQ_FILE = "content/faq.json";
/** The file that states the site's facts. */
export const SITE_FILE = "content/site.json";

/**
 * Every content file that holds the site's copy as data, with the schema that types it. The build checks each file
 * against its schema (core/content-validation.ts) and /admin offers each as an entry whose form is generated from the
 * same schema (scripts/build-steps/cms-config.ts), so the CMS cannot save what the build refuses.
 * Node only: the schemas never reach the browser; the pages import the files through their accessors in content/.
 */
import type { z } from "zod";
import { faqContentSchema } from "./content-schemas/faq.ts";
import { homeContentSchema } from "./content-schemas/home.ts";
import { navigationContentSchema } from "./content-schemas/navigation.ts";
import { plansContentSchema } from "./content-schemas/plans.ts";
import { siteContentSchema } from "./content-schemas/site.ts";

export type ContentFile = {
  /** Relative to the repository root. */
  file: string;
  schema: z.ZodType;
  /** The entry's name in /admin. */
  label: string;
  /** What an editor changes here, shown in /admin. */
  description: string;
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
    file: "content/navigation.json",
    schema: navigationContentSchema,
    label: "Navigation",
    description: "The header's and footer's links, by page id, and the page frame's words.",
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
];

/** The file that states the plans: the only one where a price may be written as a figure. */
export const PLANS_FILE = "content/plans.json";
/** The file that states the site's facts. */
export const SITE_FILE = "content/site.json";

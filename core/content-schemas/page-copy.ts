import { z } from "zod";
import { copy, paragraph } from "./fields.ts";
import { pageHeadSchema } from "./page-head.ts";

/** A page's opening: the eyebrow, the heading and the lead under it. */
export const heroFields = {
  eyebrow: copy("Eyebrow", "The small line above the heading."),
  heading: copy("Heading"),
  lead: paragraph("Lead", "The paragraph under the heading."),
};

/** A page's name: what its breadcrumbs, its BreadcrumbList data and the sales team's CRM call it. */
export const pageNameField = copy("Page name", "What the breadcrumbs call this page, here and on the pages under it.");

/** What every inner page's copy opens with: its head, then the hero's eyebrow, heading and lead. */
export const pageCopySchema = pageHeadSchema.extend(heroFields);

/** The copy of an inner page that breadcrumbs name: its name, then what every inner page's copy holds. */
export const namedPageCopySchema = pageCopySchema.extend({ name: pageNameField });

/** A heading with a paragraph: a card, a step, a principle. */
export const titledTextSchema = z.object({ title: copy("Title"), body: paragraph("Text") });

/** The call to action that closes a page, in the page's own words. */
export const closingCall = (hint?: string) => titledTextSchema.meta({ title: "Closing call to action", description: hint });

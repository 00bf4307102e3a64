/** The contact card page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const contactCardPageCopy: PageCopy = {
  title: "Sales contact card",
  description: `Save the ${site.name} sales team's contact details to your phone or address book with one tap, or reach us by email or phone during US business hours.`,
  keywords: [`${site.name} sales contact`, "vCard", "business card", "contact details"],
  heading: "Our sales team's card, ready to save.",
  lead: "Met us at an event or on a call? Save our details straight to your address book with the vCard below, and reach the same person whenever you have a question.",
};

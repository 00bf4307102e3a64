/** The legal page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const legalPageCopy: PageCopy = {
  title: "Legal: privacy, terms and company details",
  description: `The documents that govern ${site.name}: how this site handles your data, the terms of using the product, and who we are, with our registered address.`,
  keywords: [`${site.name} legal`, "privacy policy", "terms and conditions", "company details"],
  heading: "Legal information",
  lead: "Everything that governs your use of this website and the product, written to be read. If something is unclear, write to us and a person will explain it.",
};

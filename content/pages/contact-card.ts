/** The sales team's card, from content/pages/contact-card.json; the build also writes it as a vCard (core/vcard.ts). */

import { brandFacts, site } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ContactCardContent } from "#core/content-schemas/contact-card.ts";
import type { VCardContact } from "#core/vcard.ts";
import contactCardFile from "./contact-card.json" with { type: "json" };

const content = fillPlaceholders(contactCardFile as ContactCardContent, brandFacts);

export const contactCardPageCopy = content;

/** The card: its person from the file, the company's name and addresses from the site's facts. */
export const contactCard = {
  ...content.card,
  company: site.name,
  email: site.email.sales,
  website: site.url,
  address: site.legal.address,
} satisfies VCardContact & { bio: string; highlights: string[] };

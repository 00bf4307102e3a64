/** /contact-sales's copy around its form, from content/pages/contact-sales.json. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ContactSalesContent } from "#core/content-schemas/contact-sales.ts";
import contactSalesFile from "./contact-sales.json" with { type: "json" };

export const contactSalesPageCopy = fillPlaceholders(contactSalesFile as ContactSalesContent, brandFacts);

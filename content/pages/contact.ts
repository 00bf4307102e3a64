/** /contact's copy around the Get in Touch form, from content/pages/contact.json. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ContactContent } from "#core/content-schemas/contact.ts";
import contactFile from "./contact.json" with { type: "json" };

export const contactPageCopy = fillPlaceholders(contactFile as ContactContent, brandFacts);

/** /legal's copy, from content/pages/legal.json: the index of the legal documents and the company's details. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { LegalContent } from "#core/content-schemas/legal.ts";
import legalFile from "./legal.json" with { type: "json" };

export const legalPageCopy = fillPlaceholders(legalFile as LegalContent, brandFacts);

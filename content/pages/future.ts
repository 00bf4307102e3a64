/** /future's copy, from content/pages/future.json: the vision, its principles and the roadmap in three horizons. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { FutureContent } from "#core/content-schemas/future.ts";
import futureFile from "./future.json" with { type: "json" };

export const future = fillPlaceholders(futureFile as FutureContent, brandFacts);

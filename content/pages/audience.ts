/** The headings and buttons every audience page shares, from content/pages/audience.json. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { Audience, AudiencePageContent } from "#core/content-schemas/audience.ts";
import audienceFile from "./audience.json" with { type: "json" };

const copy = fillPlaceholders(audienceFile as AudiencePageContent, brandFacts);

type Readers = Pick<Audience, "readers">;

/** The text with {audience.readers} filled with this audience's readers. */
const naming = <T>(text: T, audience: Readers): T => fillPlaceholders(text, { "audience.readers": audience.readers });

export const audiencePageCopy = {
  sizing: copy.sizing,
  pains: { eyebrow: copy.pains.eyebrow, title: (audience: Readers) => naming(copy.pains.title, audience) },
  workflows: copy.workflows,
  outcomes: copy.outcomes,
  plan: copy.plan,
  keywords: (audience: Readers) => naming(copy.keywords, audience),
};

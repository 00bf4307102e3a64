/** What a visitor reads when a page cannot be shown, from content/errors.json: the not-found page, and any other error. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ErrorsContent } from "#core/content-schemas/errors.ts";
import { linkHref } from "#core/page-paths.ts";
import errorsFile from "./errors.json" with { type: "json" };
import { brandFacts } from "./site.ts";

const content = fillPlaceholders(errorsFile as ErrorsContent, brandFacts);

export const notFound = {
  ...content.notFound,
  suggestions: content.notFound.suggestions.map((suggestion) => ({ ...suggestion, href: linkHref(suggestion) })),
};

/** Anything but a missing page: the visitor can only reload or go home. */
export const unexpectedError = content.unexpectedError;

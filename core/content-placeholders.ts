/**
 * Copy names a site fact or a price with a placeholder in braces, "{site.name}" or "{plans.startup.price}", so the
 * fact is written once (content/site.json, content/plans.json) and every sentence that mentions it follows an edit.
 * The build refuses a placeholder it cannot fill (core/content-validation.ts).
 */

/** What the placeholders of the site's copy may name: their keys are written without braces. */
export type ContentFacts = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{([a-zA-Z][\w.-]*)\}/g;

/** Every placeholder a text names, without braces. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");

/** The value with each placeholder in each of its strings replaced by its fact; an unknown one is left as written. */
export const fillPlaceholders = <T>(value: T, facts: ContentFacts): T =>
  JSON.parse(
    JSON.stringify(value).replace(PLACEHOLDER, (placeholder, key: string) =>
      key in facts ? JSON.stringify(facts[key]).slice(1, -1) : placeholder,
    ),
  );

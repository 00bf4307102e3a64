/** Where the blog's search index is written, how the address names a search and how an answer reads. */
import { fillPlaceholders } from "./content-placeholders.ts";

/** The folder of the search index and its loader in the build. */
export const SEARCH_INDEX_PATH = "/pagefind";

/** The list of the files a first search will need, in their order (scripts/build-steps/search-index.ts). */
export const SEARCH_WARM_LIST = `${SEARCH_INDEX_PATH}/first-search.json`;

/** The address's parameter that holds a search of the blog (/blog?q=…): the box's field name, read when it loads. */
export const SEARCH_QUERY_PARAMETER = "q";

/** The words of a search's answer (content/blog.json), with their {count} and {query} unfilled. */
export type SearchAnswerWords = { found: { one: string; other: string }; none: string };

/** What the search box says once it has answered: "3 posts match “x”.", or that none does. */
export const searchAnswerText = (words: SearchAnswerWords, count: number, query: string): string =>
  fillPlaceholders(count === 0 ? words.none : count === 1 ? words.found.one : words.found.other, {
    count: String(count),
    query,
  });

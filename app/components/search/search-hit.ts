/**
 * One result of the blog's search as the page draws it, whichever draws it: the application (blog-search.tsx), or the
 * page's own script before it has come (app/bootstrap/page-search.ts). Pagefind escapes a passage's text and marks
 * its matches with <mark>; the passage is split on those tags and its entities decoded, so no HTML from the index
 * reaches the page, and what of it is shown is passage.ts's choice.
 */
import { type PassagePart, type ShownPart, shownPassage } from "./passage.ts";

export const SEARCH_RESULTS_CLASS =
  "search-results max-w-3xl divide-y divide-ink-100 rounded-card bg-white shadow-card ring-1 ring-ink-200/70";
export const SEARCH_HIT_LINK_CLASS = "block px-5 py-4 hover:bg-ink-50 focus-visible:bg-brand-50";
export const SEARCH_HIT_TITLE_CLASS = "block font-semibold text-ink-900";
export const SEARCH_HIT_PASSAGE_CLASS = "mt-1 block text-sm leading-6 text-ink-600";
export const SEARCH_MATCH_CLASS = "rounded-sm bg-star-100 px-0.5 text-ink-900";

/**
 * The element that holds the results drawn before the application: the application leaves its content alone when it
 * hydrates, adopts the hits it names (`data-query`, `data-hits`) and empties it once it draws its own.
 */
export const RESULTS_BEFORE_APP_ATTRIBUTE = "data-results-before-app";

/**
 * Where the results show: in the list's place under the opening (listing-page.tsx), as wide as a column of text,
 * rather than in the opening's narrow column beside the heading. The list's other content hides while they show
 * (app.css). Holds the answer drawn before the application, then the application's own.
 */
export const SEARCH_RESULTS_SLOT_ATTRIBUTE = "data-search-results";
export const searchResultsSlot = (): HTMLElement | null => document.querySelector(`[${SEARCH_RESULTS_SLOT_ATTRIBUTE}]`);
/** The results' place is busy while a search runs, and the list it stands in for dims meanwhile (app.css). */
export const markSearchBusy = (busy: boolean) => {
  const slot = searchResultsSlot();
  if (busy) slot?.setAttribute("aria-busy", "true");
  else slot?.removeAttribute("aria-busy");
};
/**
 * The search's status ("Searching…", "3 posts match …"): at the head of the results' place, above what it speaks of,
 * rather than under the box. Written by the page's own script, then by the application.
 */
export const SEARCH_STATUS_ID = "blog-search-status";
export const searchStatus = (): HTMLElement | null => document.getElementById(SEARCH_STATUS_ID);
/** In the results' place, what the page's own script drew before hydration. */
export const resultsBeforeApp = (): HTMLElement | null =>
  searchResultsSlot()?.querySelector<HTMLElement>(`[${RESULTS_BEFORE_APP_ATTRIBUTE}]`) ?? null;

// Parsed as the body's content, where the spaces at either end of a part are text (before <body> they are dropped,
// and "interview notes" would read "interviewnotes").
const decode = (text: string) => new DOMParser().parseFromString(`<body>${text}`, "text/html").body.textContent ?? "";

/** The parts of a hit's passage to show, each marked or not. */
export const passageParts = (html: string, title: string): ShownPart[] =>
  shownPassage(
    html.split(/<\/?mark>/).map((raw, index): PassagePart => ({ text: decode(raw), marked: index % 2 === 1 })),
    title,
  );

/**
 * What a key does in the search box, before the application and once it has come: Arrow Down from the field reaches the first
 * result, the arrows walk the results and back up to the field, Escape clears the search and returns to the field.
 * `links` counts the answer drawn before hydration too, until the box draws its own.
 */
export const searchKeyDown = (
  event: { key: string; preventDefault: () => void },
  field: HTMLInputElement | null,
  links: readonly HTMLAnchorElement[],
  clear: () => void,
) => {
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (event.key === "Escape") {
    event.preventDefault();
    clear();
    field?.focus();
    return;
  }
  if (event.key !== "ArrowDown" && (event.key !== "ArrowUp" || current < 0)) return;
  const next = current + (event.key === "ArrowDown" ? 1 : -1);
  const target = next < 0 ? field : links[Math.min(next, links.length - 1)];
  if (!target) return;
  event.preventDefault();
  target.focus();
};

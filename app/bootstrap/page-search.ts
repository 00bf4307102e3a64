/**
 * The blog's search before the application: from the box's first focus (app-on-demand.ts), the page's own script
 * loads the search index and draws each answer as plain HTML; the application loads after the first answer. A
 * visitor who types at once reads results after the index's few round trips, not after React has come. Once the page
 * has hydrated this stops; the application adopts the last answer (blog-search.tsx) and searches from then on.
 */
import { isHydrated, whenHydrated } from "#app/bootstrap/page-signals.ts";
import { loadStylesheets } from "#app/bootstrap/stylesheets.ts";
import { type BlogSearch, loadBlogSearch, type SearchHit } from "#app/components/search/pagefind.ts";
import {
  markSearchBusy,
  passageParts,
  resultsBeforeApp,
  SEARCH_HIT_LINK_CLASS,
  SEARCH_HIT_PASSAGE_CLASS,
  SEARCH_HIT_TITLE_CLASS,
  SEARCH_MATCH_CLASS,
  SEARCH_RESULTS_CLASS,
  searchKeyDown,
  searchStatus,
} from "#app/components/search/search-hit.ts";
import { type SearchAnswerWords, searchAnswerText } from "#core/blog-search.ts";

/** The search's words from content/blog.json, placeholders ({count}, {query}) unfilled; from the build. */
export type PageSearchCopy = SearchAnswerWords & { searching: string; failed: string };

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]) => {
  const created = document.createElement(tag);
  created.className = className;
  created.append(...children);
  return created;
};

const hitItem = (hit: SearchHit) => {
  const passage = passageParts(hit.excerpt, hit.title).map((part) =>
    part.marked ? element("mark", SEARCH_MATCH_CLASS, part.text) : element("span", "", part.text),
  );
  const link = element(
    "a",
    SEARCH_HIT_LINK_CLASS,
    element("span", SEARCH_HIT_TITLE_CLASS, hit.title),
    element("span", SEARCH_HIT_PASSAGE_CLASS, ...passage),
  );
  link.href = hit.url;
  return element("li", "", link);
};

/**
 * How long the application may wait for the search's first answer before it loads all the same. Measured on the
 * phone profile: the first answer came 0.6 s sooner than with the application loading beside the index (it took the
 * CPU and the line), and the page hydrated about 1 s later; nothing in the box needs it meanwhile.
 */
const ANSWER_FIRST_WITHIN_MS = 3000;

let started = false;

/**
 * Searches as the visitor types into `input` until the page hydrates; resolves once the first answer is drawn (or
 * after a while), when the application may share the CPU and the line with the search.
 */
export const searchBeforeApp = async (input: HTMLInputElement, copy: PageSearchCopy): Promise<void> => {
  const status = searchStatus();
  const results = resultsBeforeApp();
  if (started || !status || !results) return;
  started = true;
  // The status is this script's from now: the page's CSS no longer says "Searching…" for it (app.css).
  status.removeAttribute("data-pending");
  const styled = loadStylesheets();
  const engine: Promise<BlogSearch> = loadBlogSearch();
  let latest = "";
  let answered = () => {};
  const firstAnswer = new Promise<void>((settle) => {
    answered = settle;
  });

  const show = async () => {
    const query = input.value.trim();
    latest = query;
    results.replaceChildren();
    delete results.dataset.query;
    if (query === "") {
      status.textContent = "";
      markSearchBusy(false);
      return;
    }
    status.textContent = copy.searching;
    markSearchBusy(true);
    try {
      const hits = await (await engine)(query);
      await styled;
      if (!hits || isHydrated() || latest !== query) return;
      markSearchBusy(false);
      if (hits.length > 0) results.replaceChildren(element("ul", SEARCH_RESULTS_CLASS, ...hits.map(hitItem)));
      Object.assign(results.dataset, { query, hits: JSON.stringify(hits) });
      status.textContent = searchAnswerText(copy, hits.length, query);
    } catch {
      if (!isHydrated() && latest === query) {
        status.textContent = copy.failed;
        markSearchBusy(false);
      }
    }
    answered();
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    show();
  };
  // The arrows move between the box and the results, Escape clears: as the application's own list does. The results
  // stand apart from the box's form, so both listen.
  const keyDown = (event: KeyboardEvent) =>
    searchKeyDown(event, input, [...results.querySelectorAll("a")], () => {
      input.value = "";
      show();
    });

  input.addEventListener("input", show);
  input.form?.addEventListener("submit", submit);
  input.form?.addEventListener("keydown", keyDown);
  results.addEventListener("keydown", keyDown);
  whenHydrated(() => {
    input.removeEventListener("input", show);
    input.form?.removeEventListener("submit", submit);
    input.form?.removeEventListener("keydown", keyDown);
    results.removeEventListener("keydown", keyDown);
  });
  if (input.value.trim()) show();
  await Promise.race([firstAnswer, new Promise((waited) => setTimeout(waited, ANSWER_FIRST_WITHIN_MS))]);
};

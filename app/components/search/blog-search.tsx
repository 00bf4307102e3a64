/**
 * The search box of the blog page. Its index and reader load when the box is first focused, never before: before
 * hydration the page's own script answers (app/bootstrap/page-search.ts), and this box adopts its last answer.
 * Without JavaScript it is not shown: it could not search. Its results show in the list's place (SearchResultsSlot).
 */
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { blogSearchCopy as copy } from "#content/blog-copy.ts";
import { SEARCH_QUERY_PARAMETER } from "#core/blog-search.ts";
import { loadBlogSearch, type SearchHit } from "./pagefind.ts";
import { SearchExcerpt } from "./search-excerpt.tsx";
import {
  markSearchBusy,
  RESULTS_BEFORE_APP_ATTRIBUTE,
  resultsBeforeApp,
  SEARCH_HIT_LINK_CLASS,
  SEARCH_HIT_PASSAGE_CLASS,
  SEARCH_HIT_TITLE_CLASS,
  SEARCH_RESULTS_CLASS,
  SEARCH_RESULTS_SLOT_ATTRIBUTE,
  SEARCH_STATUS_ID,
  searchKeyDown,
  searchResultsSlot,
  searchStatus,
} from "./search-hit.ts";

type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; hits: SearchHit[] }
  | { status: "failed" };

const statusText = (state: SearchState): string => {
  switch (state.status) {
    case "idle":
      return "";
    case "searching":
      return copy.searching;
    case "failed":
      return copy.failed;
    case "done":
      return state.hits.length > 0 ? copy.found(state.hits.length, state.query) : copy.none(state.query);
  }
};

/** The state before this box has searched or adopted anything: until then, what the page's script drew stays. */
const NOTHING_SEARCHED: SearchState = { status: "idle" };

/** The answer the page's own script drew before hydration to `query`, if that is the query it answered. */
const answerBeforeApp = (results: HTMLElement | null, query: string): SearchHit[] | null => {
  if (!results?.dataset.query || results.dataset.query !== query) return null;
  try {
    return JSON.parse(results.dataset.hits ?? "") as SearchHit[];
  } catch {
    return null;
  }
};

/** The address says what is being searched, so it can be shared or reloaded; typing replaces the entry, never adds one. */
const keepQueryInAddress = (query: string) => {
  const address = new URL(window.location.href);
  if (query) address.searchParams.set(SEARCH_QUERY_PARAMETER, query);
  else address.searchParams.delete(SEARCH_QUERY_PARAMETER);
  if (address.href !== window.location.href) window.history.replaceState(window.history.state, "", address);
};

/**
 * Where the blog's search results show, in the list's place, under the search's status: the answer drawn before the
 * application (left alone by React as it hydrates: an empty inner HTML), then the box's own list. While a search runs
 * it is busy, and the list it stands in for dims (app.css).
 */
export function SearchResultsSlot() {
  return (
    <div {...{ [SEARCH_RESULTS_SLOT_ATTRIBUTE]: "" }}>
      <p
        id={SEARCH_STATUS_ID}
        role="status"
        // Written by the page's own script before hydration, then by the box; until either runs, the page's CSS says
        // "Searching…" for text typed into the box (app.css). Text, though empty: hydration keeps the script's.
        suppressHydrationWarning
        data-pending={copy.searching}
        className="text-sm font-medium text-ink-700 not-empty:mb-5"
      >
        {""}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty; so React leaves the page's own script's answer alone as it hydrates. */}
      <div {...{ [RESULTS_BEFORE_APP_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: "" }} />
    </div>
  );
}

export function BlogSearchBox() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  /** The list's place, where the results show; found once the box is in the browser. */
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  /** The status, at the head of the results' place; found once the box is in the browser. */
  const statusRef = useRef<HTMLElement | null>(null);
  /** Only the answer to the latest query is shown, whatever order answers arrive in. */
  const latestQuery = useRef("");
  const [state, setState] = useState<SearchState>(NOTHING_SEARCHED);

  const run = async (raw: string) => {
    const query = raw.trim();
    latestQuery.current = query;
    keepQueryInAddress(query);
    if (query === "") return setState({ status: "idle" });
    setState({ status: "searching", query });
    try {
      const hits = await (await loadBlogSearch())(query);
      if (hits && latestQuery.current === query) setState({ status: "done", query, hits });
    } catch {
      if (latestQuery.current === query) setState({ status: "failed" });
    }
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = "";
    latestQuery.current = "";
    keepQueryInAddress("");
    setState({ status: "idle" });
  };

  // Whatever was typed or focused before the page became interactive is picked up here, once, before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the first render in the browser only.
  useLayoutEffect(() => {
    statusRef.current = searchStatus();
    statusRef.current?.removeAttribute("data-pending");
    markSearchBusy(false);
    setSlot(searchResultsSlot());
    const before = resultsBeforeApp();
    const input = inputRef.current;
    if (!input) return;
    if (document.activeElement === input) loadBlogSearch().catch(() => {});
    const query = input.value || new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAMETER) || "";
    const adopted = answerBeforeApp(before, query.trim());
    if (adopted) {
      latestQuery.current = query.trim();
      keepQueryInAddress(latestQuery.current);
      return setState({ status: "done", query: latestQuery.current, hits: adopted });
    }
    // What the page's own script wrote for another query is this box's to redraw.
    before?.replaceChildren();
    if (statusRef.current) statusRef.current.textContent = "";
    if (!query) return;
    input.value = query;
    run(query);
  }, []);

  // From this box's first answer on, the status and the results are its own: the answer drawn before hydration gives
  // way in the same frame, with the focus, and the status says what the state says (React set it to its own text
  // only where that text changed, and hydration kept the page's script's).
  useLayoutEffect(() => {
    if (state === NOTHING_SEARCHED) return;
    if (statusRef.current) statusRef.current.textContent = statusText(state);
    markSearchBusy(state.status === "searching");
    const before = resultsBeforeApp();
    if (!before?.hasChildNodes()) return;
    const focused = [...before.querySelectorAll("a")].indexOf(document.activeElement as HTMLAnchorElement);
    before.replaceChildren();
    if (focused >= 0) (resultsRef.current?.querySelectorAll("a")[focused] ?? inputRef.current)?.focus();
  }, [state]);

  // The answer drawn before hydration counts until this box draws its own (it is then empty).
  const onKeyDown = (event: KeyboardEvent) =>
    searchKeyDown(
      event,
      inputRef.current,
      [resultsRef.current, resultsBeforeApp()].flatMap((results) => [...(results?.querySelectorAll("a") ?? [])]),
      clear,
    );

  const hits = state.status === "done" ? state.hits : [];
  const inputId = `${id}-query`;
  const resultsId = `${id}-results`;

  return (
    <search className="block noscript:hidden">
      <form
        onKeyDown={onKeyDown}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          run(inputRef.current?.value ?? "");
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-ink-800">
          {copy.label}
        </label>
        <div className="mt-1.5 flex max-w-2xl gap-2">
          <input
            ref={inputRef}
            id={inputId}
            name={SEARCH_QUERY_PARAMETER}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={copy.placeholder}
            aria-describedby={SEARCH_STATUS_ID}
            aria-controls={slot ? resultsId : undefined}
            className="block h-11 min-w-0 flex-1 rounded-xl bg-white px-3.5 text-base text-ink-900 shadow-[0_1px_2px_rgb(6_22_29/0.04)] ring-1 ring-ink-400 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-600 focus:outline-none"
            onFocus={() => loadBlogSearch().catch(() => {})}
            onInput={(event) => run(event.currentTarget.value)}
          />
          <Button type="submit" variant="secondary">
            {copy.submit}
          </Button>
        </div>
        {/* In the list's place; styled once it holds results: its rules stay out of the page's first round trip (the
            whole stylesheet has come by then). Its keys still reach the form: React's events follow a portal. */}
        {slot &&
          createPortal(
            <ul
              ref={resultsRef}
              id={resultsId}
              hidden={hits.length === 0}
              className={hits.length > 0 ? SEARCH_RESULTS_CLASS : undefined}
            >
              {hits.map((hit) => (
                <li key={hit.url}>
                  <Link to={hit.url} className={SEARCH_HIT_LINK_CLASS} prefetch="intent">
                    <span className={SEARCH_HIT_TITLE_CLASS}>{hit.title}</span>
                    <span className={SEARCH_HIT_PASSAGE_CLASS}>
                      <SearchExcerpt html={hit.excerpt} title={hit.title} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>,
            slot,
          )}
      </form>
    </search>
  );
}

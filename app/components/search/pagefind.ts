/**
 * The blog's search index, read with Pagefind's own loader from the build (/pagefind/pagefind.js). Nothing here
 * is fetched until loadBlogSearch() is called: the loader, its WebAssembly and the index load on first use.
 */
import { SEARCH_INDEX_PATH, SEARCH_WARM_LIST } from "#core/blog-search.ts";

export type SearchHit = {
  url: string;
  title: string;
  /** A passage of the post with the matched words in <mark>, as HTML escaped by Pagefind. */
  excerpt: string;
};

/** The part of Pagefind's browser API this page uses. */
type PagefindModule = {
  options: (options: { noWorker?: boolean; excerptLength?: number; metaCacheTag?: string }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{
    results: { data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }> }[];
  } | null>;
};

/** A search's hits, or null when a later search made it moot before it ran: no answer, not an empty one. */
export type BlogSearch = (term: string) => Promise<SearchHit[] | null>;

const MAX_HITS = 10;

declare global {
  interface Window {
    /** The index loaded once per page, whichever asks first: the page's own script or the application. */
    blogSearch?: Promise<BlogSearch>;
  }
}

/** The page's search, loaded on its first call; a failed load is tried again on the next. */
export const loadBlogSearch = (): Promise<BlogSearch> => {
  window.blogSearch ??= loadIndex().catch((error: unknown) => {
    window.blogSearch = undefined;
    throw error;
  });
  return window.blogSearch;
};

/**
 * Pagefind asks for its entry file, then its WebAssembly and metadata, then the index and the passages of the hits,
 * each once the one before has come, and its loader has run (0.65 s after it came, on a phone's CPU). Asked for
 * beside the loader, from the build's list, they wait for it in the HTTP cache (the server keeps them an hour). The
 * entry file's address carries a tag (Pagefind's `metaCacheTag`, a time stamp by default), the same here and there.
 * A failure here costs nothing: Pagefind asks again.
 */
const warmIndexFiles = async (entryAddress: string) => {
  const entry = fetch(entryAddress).then((response) => response.arrayBuffer());
  const rounds: string[][] = await (await fetch(SEARCH_WARM_LIST)).json();
  for (const files of rounds) {
    await Promise.all(files.map(async (file) => (await fetch(`${SEARCH_INDEX_PATH}/${file}`)).arrayBuffer()));
  }
  await entry;
};

const loadIndex = async (): Promise<BlogSearch> => {
  const metaCacheTag = String(Date.now());
  warmIndexFiles(`${SEARCH_INDEX_PATH}/pagefind-entry.json?ts=${metaCacheTag}`).catch(() => {});
  const pagefind: PagefindModule = await import(/* @vite-ignore */ `${SEARCH_INDEX_PATH}/pagefind.js`);
  // On the page's own thread: a worker would need a policy of its own to compile the index reader, and a blog's
  // index is searched in a few milliseconds.
  await pagefind.options({ noWorker: true, excerptLength: 24, metaCacheTag });
  await pagefind.init();
  const searchOnce = async (term: string) => {
    const found = await pagefind.search(term);
    if (!found) return [];
    const pages = await Promise.all(found.results.slice(0, MAX_HITS).map((result) => result.data()));
    return pages.map((page) => ({ url: page.url, title: page.meta.title ?? page.url, excerpt: page.excerpt }));
  };
  // One search at a time: typed before the index was in, each letter's search started together, and a passage
  // could come back marked for another letter's word ("confidence" for "courage"). A search asked for while others
  // waited makes theirs moot: they answer null, which no caller shows (an empty list would read "no post matches").
  let previous: Promise<unknown> = Promise.resolve();
  let asked = 0;
  return (term) => {
    const ticket = ++asked;
    const answer = previous.then(() => (ticket === asked ? searchOnce(term) : null));
    previous = answer.catch(() => {});
    return answer;
  };
};

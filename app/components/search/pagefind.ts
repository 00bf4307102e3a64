/**
 * The blog's search index, read with Pagefind's own loader from the build (/pagefind/pagefind.js). Nothing here
 * is fetched until loadBlogSearch() is called: the loader, its WebAssembly and the index load on first use.
 */
import { SEARCH_INDEX_PATH } from "#core/blog-search.ts";

export type SearchHit = {
  url: string;
  title: string;
  /** A passage of the post with the matched words in <mark>, as HTML escaped by Pagefind. */
  excerpt: string;
};

/** The part of Pagefind's browser API this page uses. */
type PagefindModule = {
  options: (options: { noWorker?: boolean; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{
    results: { data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }> }[];
  } | null>;
};

export type BlogSearch = (term: string) => Promise<SearchHit[]>;

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
 * Pagefind asks for its entry file, then its WebAssembly and metadata, only once its loader has run (0.65 s after it
 * came, on a phone's CPU). Asked for beside the loader, the two larger files wait for it in the HTTP cache (the
 * server keeps them an hour). A failure here costs nothing: Pagefind asks again.
 */
const warmIndexFiles = async () => {
  const entry: { languages: Record<string, { hash: string; wasm: string }> } = await (
    await fetch(`${SEARCH_INDEX_PATH}/pagefind-entry.json`)
  ).json();
  const files = Object.values(entry.languages).flatMap(({ hash, wasm }) => [`pagefind.${hash}.pf_meta`, `wasm.${wasm}.pagefind`]);
  await Promise.all(files.map(async (file) => (await fetch(`${SEARCH_INDEX_PATH}/${file}`)).arrayBuffer()));
};

const loadIndex = async (): Promise<BlogSearch> => {
  warmIndexFiles().catch(() => {});
  const pagefind: PagefindModule = await import(/* @vite-ignore */ `${SEARCH_INDEX_PATH}/pagefind.js`);
  // On the page's own thread: a worker would need a policy of its own to compile the index reader, and a blog's
  // index is searched in a few milliseconds.
  await pagefind.options({ noWorker: true, excerptLength: 24 });
  await pagefind.init();
  const searchOnce = async (term: string) => {
    const found = await pagefind.search(term);
    if (!found) return [];
    const pages = await Promise.all(found.results.slice(0, MAX_HITS).map((result) => result.data()));
    return pages.map((page) => ({ url: page.url, title: page.meta.title ?? page.url, excerpt: page.excerpt }));
  };
  // One search at a time: typed before the index was in, each letter's search started together, and a passage
  // could come back marked for another letter's word ("confidence" for "courage"). A search asked for while others
  // waited makes theirs moot: they answer nothing, and callers show only the latest.
  let previous: Promise<unknown> = Promise.resolve();
  let asked = 0;
  return (term) => {
    const ticket = ++asked;
    const answer = previous.then(() => (ticket === asked ? searchOnce(term) : []));
    previous = answer.catch(() => {});
    return answer;
  };
};

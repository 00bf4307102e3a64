/** Where the blog's search index is written and which page searches it: read by the build, the server and the page. */
import { pagePath } from "./page-paths.ts";

/** The folder of the search index and its loader in the build. */
export const SEARCH_INDEX_PATH = "/pagefind";

/** The page that carries the search box: the only one whose policy lets WebAssembly compile. */
export const BLOG_SEARCH_PAGE_PATH = pagePath("blog");

/** The address's parameter that holds a search of the blog (/blog?q=…): the box's field name, read when it loads. */
export const SEARCH_QUERY_PARAMETER = "q";

/** Where the blog's search index is written and how the address names a search: read by the build, the server and the page. */

/** The folder of the search index and its loader in the build. */
export const SEARCH_INDEX_PATH = "/pagefind";

/** The address's parameter that holds a search of the blog (/blog?q=…): the box's field name, read when it loads. */
export const SEARCH_QUERY_PARAMETER = "q";

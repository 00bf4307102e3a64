/** Copy of the search box on the blog page. */
export const blogSearchCopy = {
  label: "Search the blog",
  placeholder: "A word from any post, e.g. interviews",
  submit: "Search",
  searching: "Searching…",
  found: (count: number, query: string) => `${count} ${count === 1 ? "post matches" : "posts match"} “${query}”.`,
  none: (query: string) => `No post matches “${query}”. Try another word.`,
  failed: "Search could not load. Check your connection and try again.",
} as const;

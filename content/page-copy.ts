/** What every page's copy has: its head (title, description, keywords) and its opening (heading, lead). */
export type PageCopy = Omit<import("#core/content-schemas/page-copy.ts").PageCopy, "eyebrow">;

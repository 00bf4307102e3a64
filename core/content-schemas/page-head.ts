import { z } from "zod";
import { copy, listOf, paragraph } from "./fields.ts";

/** A page's title, description and keywords: its <head>, search results and share previews. */
export const pageHeadSchema = z.object({
  title: copy("Title", "The browser tab and search results. The site's name is added after it where it fits."),
  description: paragraph("Description", "One or two sentences for search results and share previews."),
  // A new entry whose list was never touched in /admin is saved without it.
  keywords: listOf(copy("Keyword"), "Keywords").default([]),
});

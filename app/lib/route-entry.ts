/** How a route shared by a family of pages finds its page and writes its head: the same way for every family. */
import { data, type MetaDescriptor } from "react-router";
import { buildPageHead, type PageHeadInput } from "./page-head.ts";

/**
 * The entry the route's `:slug` names. An unknown slug throws a 404, which the root route's error boundary shows as
 * the site's not-found page, so a mistyped family URL looks like any other unknown URL.
 */
export function entryForSlug<Entry extends { slug: string }>(entries: readonly Entry[], slug: string | undefined): Entry {
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) throw data(null, { status: 404, statusText: "Not Found" });
  return entry;
}

/** The head of an entry's page (an integration's, an audience's): titled and described by the entry's own meta copy. */
export const entryPageHead = (
  entry: { metaTitle: string; metaDescription: string },
  head: Omit<PageHeadInput, "title" | "description">,
): MetaDescriptor[] => buildPageHead({ title: entry.metaTitle, description: entry.metaDescription, ...head });

/** How a route shared by a family of pages finds its page: the same way for every family. */
import { data } from "react-router";

/**
 * The entry the route's `:slug` names. An unknown slug throws a 404, which the root route's error boundary shows as
 * the site's not-found page, so a mistyped family URL looks like any other unknown URL.
 */
export function entryForSlug<Entry extends { slug: string }>(entries: readonly Entry[], slug: string | undefined): Entry {
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) throw data(null, { status: 404, statusText: "Not Found" });
  return entry;
}

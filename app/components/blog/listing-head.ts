/** The head of a page of posts: the site's page head, its neighbours as rel="prev"/"next", and its feed if it has one. */
import type { MetaDescriptor } from "react-router";
import { buildPageHead, type PageHeadInput } from "#app/lib/page-head.ts";
import { canonicalUrl } from "#content/canonical.ts";

type ListingHeadInput = Pick<PageHeadInput, "title" | "titleSuffix" | "noindex"> & {
  description: string;
  path: string;
  keywords?: readonly string[];
  previousPath?: string;
  nextPath?: string;
  jsonLd: readonly object[];
  feed?: { title: string; path: string };
};

export const buildListingHead = ({
  title,
  titleSuffix,
  noindex,
  description,
  path,
  keywords,
  jsonLd,
  previousPath,
  nextPath,
  feed,
}: ListingHeadInput): MetaDescriptor[] => [
  ...buildPageHead({ title, titleSuffix, noindex, description, path, keywords, jsonLd }),
  ...(previousPath ? [{ tagName: "link", rel: "prev", href: canonicalUrl(previousPath) }] : []),
  ...(nextPath ? [{ tagName: "link", rel: "next", href: canonicalUrl(nextPath) }] : []),
  ...(feed ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.path }] : []),
];

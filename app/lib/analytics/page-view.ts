/** The properties of one tracked page view (spec §3): the page's address and any of the five UTM parameters. */

import { type UtmParameter, utmParameters } from "#core/utm-parameters.ts";

export type PageViewProperties = {
  $current_url: string;
  $pathname: string;
} & Partial<Record<UtmParameter, string>>;

export const pageViewProperties = (href: string): PageViewProperties => {
  const url = new URL(href);
  return { $current_url: url.href, $pathname: url.pathname, ...utmParameters(url.search) };
};

/** Two addresses are the same page when path and query match; a #fragment only scrolls. */
export const pageKey = (href: string): string => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

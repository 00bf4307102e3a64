/** The properties of one tracked page view (spec §3): the page's address and any of the five UTM parameters. */

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export type PageViewProperties = {
  $current_url: string;
  $pathname: string;
} & Partial<Record<UtmParameter, string>>;

/** The UTM parameters present in a query string; empty values are left out, the first of a repeated one wins. */
export const utmParameters = (search: string): Partial<Record<UtmParameter, string>> => {
  const query = new URLSearchParams(search);
  const found: Partial<Record<UtmParameter, string>> = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(name)?.trim();
    if (value) found[name] = value;
  }
  return found;
};

export const pageViewProperties = (href: string): PageViewProperties => {
  const url = new URL(href);
  return { $current_url: url.href, $pathname: url.pathname, ...utmParameters(url.search) };
};

/** Two addresses are the same page when path and query match; a #fragment only scrolls. */
export const pageKey = (href: string): string => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

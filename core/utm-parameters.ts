/** The five UTM parameters of a campaign's links (spec §3), as pages, leads and page views read them. */

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export type UtmParameter = (typeof UTM_PARAMETERS)[number];

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

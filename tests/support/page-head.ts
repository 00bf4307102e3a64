/** What a crawler reads from a built page's raw HTML: the head's title and links, the h1, and the JSON-LD blocks. */
export const readPageHead = (html: string) => {
  const pick = (pattern: RegExp) => html.match(pattern)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    prev: pick(/<link rel="prev" href="([^"]*)"/),
    next: pick(/<link rel="next" href="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    ogImage: pick(/<meta property="og:image" content="([^"]*)"/),
    h1: pick(/<h1[^>]*>([\s\S]*?)<\/h1>/),
  };
};

export const readJsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));

export const jsonLdTypes = (html: string) => readJsonLd(html).map((data) => data["@type"]);

/** The post slugs a page links to from headings of the given level (each card's title). */
export const postLinksInHeadings = (html: string, level: 2 | 3): string[] =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*><a[^>]*href="/blog/([a-z0-9-]+)"`, "g"))].map((match) => match[1]!);

/** The part of a page inside the section labelled by the element with this id. */
export const sectionLabelledBy = (html: string, id: string): string | undefined =>
  html.match(new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</section>`))?.[1];

/** Builds every page's head (title, description, canonical, social, robots, article, JSON-LD) from one input. */
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, canonicalUrl } from "#content/canonical.ts";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogCardAlt, ogImagePath } from "#content/og-image.ts";
import { site } from "#content/site.ts";
import { DESCRIPTION_MAX, pageTitle, truncateText } from "#core/truncate.ts";

export type ArticleMeta = {
  published: string;
  modified: string;
  author: string;
  section: string;
  tags: readonly string[];
};

export type PageHeadInput = {
  /** The page's own title, without the site's name: that is the suffix's job. */
  title: string;
  /**
   * What follows the title when the whole fits in 60 characters: the site's name unless given (the blog's name on
   * its pages). The home page's title names the site and leaves no room for it.
   */
  titleSuffix?: string;
  description: string;
  /** The page's own path; the canonical URL and the share image derive from it unless given. */
  path: string;
  keywords?: readonly string[];
  canonical?: string;
  image?: { path: string; alt: string };
  /**
   * A page search engines must not index, which names no canonical URL either: "nofollow" for one with nothing to
   * follow (the not-found page), "follow" for one too thin to list whose links lead to pages worth indexing.
   */
  noindex?: "nofollow" | "follow";
  article?: ArticleMeta;
  jsonLd?: readonly object[];
};

export const buildPageHead = (input: PageHeadInput): MetaDescriptor[] => {
  const title = pageTitle(input.title, input.titleSuffix ?? site.name);
  const description = truncateText(input.description, DESCRIPTION_MAX);
  const url = input.canonical ?? canonicalUrl(input.path);
  const image = absoluteUrl(input.image?.path ?? ogImagePath(input.path));
  const imageAlt = input.image?.alt ?? ogCardAlt(title);
  const head: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: input.noindex ? `noindex, ${input.noindex}` : "index, follow" },
    ...(input.noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.article ? "article" : "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(input.noindex ? [] : [{ property: "og:url", content: url }]),
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.keywords?.length) head.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.article) {
    const { published, modified, author, section, tags } = input.article;
    head.push(
      { property: "article:published_time", content: published },
      { property: "article:modified_time", content: modified },
      { property: "article:author", content: author },
      { property: "article:section", content: section },
      ...tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  for (const data of input.jsonLd ?? []) head.push({ "script:ld+json": data });
  return head;
};

/**
 * The blog's own words: heads of its category, tag and later list pages, the feeds' descriptions and the labels of
 * posts, pagination and share links. The blog's front page copy is blogPageCopy (content/pages/blog.ts); categories are in
 * blog-categories.ts.
 */
import type { BlogCategory } from "./blog-categories.ts";
import { site } from "./site.ts";

type Named = Pick<BlogCategory, "name">;

const articles = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;

/** ", page 2 of 4" on a list's later pages, nothing on its first. */
const pageSuffix = (page: number, count: number) => (page > 1 ? `, page ${page} of ${count}` : "");

export const blogCopy = {
  /** Also what follows the title of a post, a category's or a tag's page, when it fits (the site's name on the rest). */
  blogName: `${site.name} blog`,
  crumb: "Blog",
  index: {
    /** The first page's head is blogPageCopy's. */
    title: (page: number, count: number) => `Blog${pageSuffix(page, count)}`,
    description: (page: number, count: number) =>
      `Page ${page} of ${count} of the ${site.name} blog: guides to product discovery, prioritization, PRDs and delivery, newest first.`,
    listTitle: "All articles",
  },
  category: {
    title: (category: Named, page: number, count: number) =>
      page > 1 ? `${category.name}${pageSuffix(page, count)}` : `${category.name}: guides`,
    description: (category: BlogCategory, page: number, count: number) =>
      page > 1 ? `Page ${page} of ${count}. ${category.description}` : category.description,
    count: (postCount: number) => articles(postCount),
    aboutTitle: (category: Named) => `About ${category.name.toLowerCase()}`,
  },
  tag: {
    title: (tag: string, page: number, count: number) => `Articles tagged “${tag}”${pageSuffix(page, count)}`,
    description: (tag: string, postCount: number, titles: readonly string[]) =>
      `${articles(postCount)} on ${tag} from the ${site.name} blog: ${titles.join("; ")}.`,
    eyebrow: "Tag",
    crumb: (tag: string) => `Tagged “${tag}”`,
    heading: (tag: string) => `Articles tagged “${tag}”`,
    lead: (tag: string, postCount: number) =>
      `${articles(postCount)} from the ${site.name} team on ${tag}, newest first. Browse a category below for more on the same questions.`,
  },
  categories: { label: "Categories", all: "All articles" },
  pagination: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    previousPage: "Previous page",
    nextPage: "Next page",
    page: (page: number) => `Page ${page}`,
    status: (page: number, count: number) => `Page ${page} of ${count}`,
  },
  post: {
    byline: "By",
    published: "Published",
    updated: "Updated",
    readingTime: (minutes: number) => `${minutes} min read`,
    tags: "Tags",
    relatedTitle: "Keep reading",
    relatedLead: "More on the same questions, from the same category or with the same tags.",
    allPosts: "All articles",
  },
  share: {
    title: "Share this article",
    linkedin: "LinkedIn",
    linkedinLabel: "Share on LinkedIn (opens in a new tab)",
    x: "X",
    xLabel: "Share on X (opens in a new tab)",
    email: "E-mail",
    emailLabel: "Share by e-mail",
    emailBody: (description: string, url: string) => `${description}\n\n${url}`,
    copyLink: "Copy link",
    copied: "Link copied",
    copyFailed: "Your browser did not let us copy. The address:",
  },
  feed: {
    subscribe: "Subscribe with RSS",
    subscribeTo: (category: Named) => `Subscribe to ${category.name} with RSS`,
    title: `${site.name} blog`,
    description: `Product discovery, PRDs and prioritisation: guides from the ${site.name} team.`,
    categoryTitle: (category: Named) => `${site.name} blog: ${category.name}`,
  },
};

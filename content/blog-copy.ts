/**
 * The blog's own words, from content/blog.json: heads of its category, tag and later list pages, the feeds'
 * descriptions and the labels of posts, pagination and share links. The blog's front page copy is blogPageCopy
 * (content/pages/blog.ts); categories are in blog-categories.ts.
 */
import { searchAnswerText } from "#core/blog-search.ts";
import { type ContentFacts, fillPlaceholders } from "#core/content-placeholders.ts";
import type { BlogContent } from "#core/content-schemas/blog.ts";
import blogFile from "./blog.json" with { type: "json" };
import type { BlogCategory } from "./blog-categories.ts";
import { brandFacts } from "./site.ts";

type Named = Pick<BlogCategory, "name">;

const words = fillPlaceholders(blogFile as BlogContent, brandFacts);
const fill = (template: string, facts: ContentFacts) => fillPlaceholders(template, facts);

/** "1 article", "3 articles". */
const articles = (count: number) => fill(count === 1 ? words.articles.one : words.articles.other, { count: String(count) });

const pages = (page: number, pageCount: number) => ({
  page: String(page),
  pageCount: String(pageCount),
  /** ", page 2 of 4" on a list's later pages, nothing on its first. */
  pageSuffix: page > 1 ? fill(words.pageSuffix, { page: String(page), pageCount: String(pageCount) }) : "",
});

export const blogCopy = {
  /** Also what follows the title of a post, a category's or a tag's page, when it fits (the site's name on the rest). */
  blogName: words.blogName,
  crumb: words.crumb,
  index: {
    /** The first page's head is blogPageCopy's. */
    title: (page: number, count: number) => fill(words.index.title, pages(page, count)),
    description: (page: number, count: number) => fill(words.index.description, pages(page, count)),
    listTitle: words.index.listTitle,
  },
  category: {
    title: (category: Named, page: number, count: number) =>
      fill(page > 1 ? words.category.laterPageTitle : words.category.title, { ...pages(page, count), category: category.name }),
    description: (category: BlogCategory, page: number, count: number) =>
      page > 1
        ? fill(words.category.laterPageDescription, { ...pages(page, count), description: category.description })
        : category.description,
    count: (postCount: number) => articles(postCount),
    aboutTitle: (category: Named) => fill(words.category.aboutTitle, { categoryInSentence: category.name.toLowerCase() }),
  },
  tag: {
    title: (tag: string, page: number, count: number) => fill(words.tag.title, { ...pages(page, count), tag }),
    description: (tag: string, postCount: number, titles: readonly string[]) =>
      fill(words.tag.description, { tag, articles: articles(postCount), titles: titles.join("; ") }),
    eyebrow: words.tag.eyebrow,
    crumb: (tag: string) => fill(words.tag.crumb, { tag }),
    heading: (tag: string) => fill(words.tag.heading, { tag }),
    lead: (tag: string, postCount: number) => fill(words.tag.lead, { tag, articles: articles(postCount) }),
  },
  categories: words.categories,
  pagination: {
    ...words.pagination,
    page: (page: number) => fill(words.pagination.page, { page: String(page) }),
    status: (page: number, count: number) => fill(words.pagination.status, pages(page, count)),
  },
  post: {
    ...words.post,
    readingTime: (minutes: number) => fill(words.post.readingTime, { minutes: String(minutes) }),
  },
  share: {
    ...words.share,
    emailBody: (description: string, url: string) => `${description}\n\n${url}`,
  },
  feed: {
    ...words.feed,
    subscribeTo: (category: Named) => fill(words.feed.subscribeTo, { category: category.name }),
    categoryTitle: (category: Named) => fill(words.feed.categoryTitle, { category: category.name }),
  },
};

/** The search's words with their {count} and {query} unfilled, as the page's own script fills them (page-search.ts). */
export const blogSearchWords = words.search;

/** Copy of the search box on the blog page. */
export const blogSearchCopy = {
  ...words.search,
  found: (count: number, query: string) => searchAnswerText(words.search, count, query),
  none: (query: string) => searchAnswerText(words.search, 0, query),
};

/**
 * The blog's lists of posts, as the content folder makes them: all posts, each category's, each tag's, every one
 * split into pages. The route loaders, the prerender list, the sitemap and the feeds all read them from here.
 * Server and build only, like blog.server.ts.
 */
import type { BlogCategory } from "#content/blog-categories.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { type ListingPage, POSTS_PER_PAGE, paginate } from "#core/blog-pagination.ts";
import type { Crumb } from "#core/page-paths.ts";
import { familyPath, listingPagePath, pagePath } from "#core/page-paths.ts";
import { pageTitle } from "#core/truncate.ts";
import { loadBlogPostSummaries } from "./blog.server.ts";
import { type BlogPostSummary, toCard } from "./blog-post.ts";
import { categoriesWithPosts, tagsWithPosts } from "./blog-taxonomy.ts";
import { breadcrumbTrail } from "./page-copy.server.ts";
import { blogListingJsonLd, breadcrumbJsonLd } from "./structured-data.ts";

/**
 * A tag with fewer posts than this has a page too thin for search engines: it stays (posts link to it) but says
 * noindex and is left out of the sitemap. Categories are not held to it: each has copy of its own around its posts.
 */
export const MIN_POSTS_FOR_AN_INDEXED_TAG = 2;

export type BlogListing = {
  /** The path of its first page. */
  path: string;
  posts: BlogPostSummary[];
  pages: ListingPage<BlogPostSummary>[];
  /** Whether search engines may index its pages, which are then in the sitemap. */
  indexed: boolean;
};

export type BlogCategoryListing = BlogListing & BlogCategory;
export type BlogTagListing = BlogListing & { slug: string; name: string };

const listing = (path: string, posts: BlogPostSummary[], indexed = true): BlogListing => ({
  path,
  posts,
  pages: paginate(posts),
  indexed,
});

export const blogIndexListing = (posts = loadBlogPostSummaries()): BlogListing => listing(pagePath("blog"), posts);

/** The categories that have posts; one without posts has no page. */
export const blogCategoryListings = (posts = loadBlogPostSummaries()): BlogCategoryListing[] =>
  categoriesWithPosts(posts).map((category) => ({
    ...category,
    ...listing(familyPath("blogCategory", category.slug), category.posts),
  }));

export const blogTagListings = (posts = loadBlogPostSummaries()): BlogTagListing[] =>
  tagsWithPosts(posts).map((tag) => ({
    ...tag,
    ...listing(familyPath("blogTag", tag.slug), tag.posts, tag.posts.length >= MIN_POSTS_FOR_AN_INDEXED_TAG),
  }));

const newestChange = (posts: readonly BlogPostSummary[]): string | undefined =>
  posts
    .map((post) => post.modified)
    .sort()
    .at(-1);

export type BlogPage = { path: string; lastModified?: string; indexed: boolean };

/**
 * Every blog page the posts make, besides /blog itself (a static route of the table): the list's later pages, each
 * category's and tag's pages, and the posts. A list page changes when one of its posts does.
 */
export const blogContentPages = (posts = loadBlogPostSummaries()): BlogPage[] => {
  const listings = [blogIndexListing(posts), ...blogCategoryListings(posts), ...blogTagListings(posts)];
  const listPages = listings.flatMap((list) =>
    list.pages.map((page) => ({
      path: listingPagePath(list.path, page.number),
      lastModified: newestChange(page.items),
      indexed: list.indexed,
    })),
  );
  return [
    ...listPages.filter((page) => page.path !== pagePath("blog")),
    ...posts.map((post) => ({ path: familyPath("blogPost", post.slug), lastModified: post.modified, indexed: true })),
  ];
};

/**
 * What a list page's route hands its page: its head, the posts of this page as cards, where the neighbouring pages
 * are, the categories to browse, and its structured data (built here, at prerender time, never in the browser).
 */
/** A list's topic first, then the tags of the posts it shows: its own words, so no two lists share them. */
const listingKeywords = (topic: string | undefined, posts: readonly BlogPostSummary[]): string[] => {
  const words = new Map<string, string>();
  for (const word of [...(topic ? [topic] : []), ...posts.flatMap((post) => post.tags)]) {
    if (!words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
  }
  return [...words.values()].slice(0, 10);
};

export const listingPageData = ({
  listing,
  topic,
  page,
  title,
  titleSuffix,
  description,
  crumbs,
  posts = loadBlogPostSummaries(),
}: {
  listing: BlogListing;
  /** What the list is about (a category or a tag); the blog's own list has none. */
  topic?: string;
  page: ListingPage<BlogPostSummary>;
  /** The page's own title, and the name that follows it when it fits (see pageTitle). */
  title: string;
  titleSuffix: string;
  description: string;
  /** From the blog to the list's first page; a later page adds itself. */
  crumbs: Crumb[];
  posts?: BlogPostSummary[];
}) => {
  const path = listingPagePath(listing.path, page.number);
  const cards = page.items.map(toCard);
  const trail = breadcrumbTrail(...crumbs, ...(page.number > 1 ? [{ name: blogCopy.pagination.page(page.number), path }] : []));
  return {
    title,
    titleSuffix,
    noindex: listing.indexed ? undefined : ("follow" as const),
    description,
    keywords: listingKeywords(topic, page.items),
    path,
    listingPath: listing.path,
    page: { number: page.number, count: page.count },
    previousPath: page.number > 1 ? listingPagePath(listing.path, page.number - 1) : undefined,
    nextPath: page.number < page.count ? listingPagePath(listing.path, page.number + 1) : undefined,
    posts: cards,
    categories: blogCategoryListings(posts).map(({ slug, name }) => ({ slug, name })),
    crumbs: trail,
    jsonLd: [
      breadcrumbJsonLd(trail),
      blogListingJsonLd({
        path,
        title: pageTitle(title, titleSuffix),
        description,
        firstPosition: (page.number - 1) * POSTS_PER_PAGE + 1,
        posts: cards,
      }),
    ],
  };
};

export type ListingPageData = ReturnType<typeof listingPageData>;

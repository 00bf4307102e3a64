import type { ReactNode } from "react";
import { CategoryNav } from "#app/components/blog/category-nav.tsx";
import { FeedLink } from "#app/components/blog/feed-link.tsx";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { PostGrid } from "#app/components/blog/post-grid.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { blogCopy } from "#content/blog-copy.ts";
import type { ListingPageData } from "#content/blog-listings.server.ts";

type BlogListingPageProps = {
  listing: Pick<ListingPageData, "page" | "posts" | "categories" | "crumbs" | "path" | "listingPath">;
  /** The hero's eyebrow on the list's first page; a later page says which page it is instead. */
  eyebrow?: string;
  title: string;
  lead: string;
  /** Shown under the lead, in the opening (the blog's search box). */
  intro?: ReactNode;
  /** Shown first in the list's place, which it takes while it has something to show (the search's results). */
  results?: ReactNode;
  /** The list the category navigation marks as current: the blog's own or a category's. */
  activePath?: string;
  feed?: { path: string; label: string };
  /** A closing section about the list, with a link to its feed. */
  about?: { id: string; title: string; body: string; feedLabel: string };
  /** Shown last, after the pagination and any closing section (a tag page's way back to all posts). */
  children?: ReactNode;
};

/**
 * A page of posts: the blog's own list, a category's or a tag's, with its category navigation and pagination. The
 * list's first page shows its newest post first, larger.
 */
export function BlogListingPage({
  listing,
  eyebrow,
  title,
  lead,
  intro,
  results,
  activePath,
  feed,
  about,
  children,
}: BlogListingPageProps) {
  const { page, posts, categories, crumbs, path, listingPath } = listing;
  return (
    <>
      <PageHero
        eyebrow={page.number > 1 ? blogCopy.pagination.status(page.number, page.count) : eyebrow}
        title={title}
        lead={lead}
        breadcrumbs={crumbs}
        compact
      >
        {intro}
      </PageHero>
      {/* While the search shows results, they stand in for this list (app.css `.search-results`). */}
      <Container data-posts="" className="py-10 pb-16 sm:py-12 sm:pb-24">
        {results}
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <CategoryNav categories={categories} activePath={activePath} currentPath={path} />
          {feed ? (
            <FeedLink href={feed.path} className="shrink-0 text-sm">
              {feed.label}
            </FeedLink>
          ) : null}
        </div>
        <div className="mt-10">
          <PostGrid posts={posts} featured={page.number === 1} />
        </div>
        <Pagination listingPath={listingPath} page={page} />
        {about ? (
          <section aria-labelledby={about.id} className="mt-20 grid gap-6 border-t border-ink-100 pt-12 lg:grid-cols-[1fr_2fr]">
            <h2 id={about.id} className="text-2xl font-semibold tracking-tight text-ink-900">
              {about.title}
            </h2>
            <div className="text-lg leading-8 text-ink-600">
              <p>{about.body}</p>
              {feed ? (
                <FeedLink href={feed.path} className="mt-4">
                  {about.feedLabel}
                </FeedLink>
              ) : null}
            </div>
          </section>
        ) : null}
        {children}
      </Container>
      <PageCta />
    </>
  );
}

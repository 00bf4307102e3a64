import { CategoryNav } from "#app/components/blog/category-nav.tsx";
import { FeedLink } from "#app/components/blog/feed-link.tsx";
import { buildListingHead } from "#app/components/blog/listing-head.ts";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { PostGrid } from "#app/components/blog/post-grid.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { BlogSearchBox } from "#app/components/search/blog-search.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { entryForSlug } from "#app/lib/route-entry.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { blogPageCopy } from "#content/pages/blog.ts";
import { blogIndexListing, listingPageData } from "#core/blog-listings.server.ts";
import { blogFeedPath, blogPath, listingPageSlug } from "#core/page-paths.ts";
import type { Route } from "./+types/blog";

// Built at prerender time: the posts are read from Markdown and the structured-data builders stay on the server.
// The first page is /blog, later ones /blog/page/<n>; any other address under /blog that no route takes is a 404.
export const loader = ({ params }: Route.LoaderArgs) => {
  const listing = blogIndexListing();
  const page = entryForSlug(listing.pages, listingPageSlug(params["*"]));
  const first = page.number === 1;
  return listingPageData({
    listing,
    page,
    title: first ? blogPageCopy.title : blogCopy.index.title(page.number, page.count),
    description: first ? blogPageCopy.description : blogCopy.index.description(page.number, page.count),
    crumbs: [{ name: blogCopy.crumb, path: blogPath }],
  });
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? buildListingHead({ ...loaderData, keywords: blogPageCopy.keywords }) : [];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, posts, categories, crumbs, path, listingPath } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.number > 1 ? blogCopy.pagination.status(page.number, page.count) : undefined}
        title={blogPageCopy.heading}
        lead={blogPageCopy.lead}
        breadcrumbs={crumbs}
      />
      <Container className="py-12 sm:py-16">
        <BlogSearchBox />
        <div className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <CategoryNav categories={categories} activePath={blogPath} currentPath={path} />
          <FeedLink href={blogFeedPath} className="text-sm">
            {blogCopy.feed.subscribe}
          </FeedLink>
        </div>
        <div className="mt-10">
          <PostGrid posts={posts} />
        </div>
        <Pagination listingPath={listingPath} page={page} />
        <section aria-labelledby="about-blog" className="mt-20 grid gap-6 border-t border-ink-100 pt-12 lg:grid-cols-[1fr_2fr]">
          <h2 id="about-blog" className="text-2xl font-semibold tracking-tight text-ink-900">
            {blogPageCopy.about.title}
          </h2>
          <div className="text-lg leading-8 text-ink-600">
            <p>{blogPageCopy.about.body}</p>
            <FeedLink href={blogFeedPath} className="mt-4">
              {blogCopy.feed.subscribe}
            </FeedLink>
          </div>
        </section>
      </Container>
    </>
  );
}

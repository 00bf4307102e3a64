import { CategoryNav } from "#app/components/blog/category-nav.tsx";
import { FeedLink } from "#app/components/blog/feed-link.tsx";
import { buildListingHead } from "#app/components/blog/listing-head.ts";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { PostGrid } from "#app/components/blog/post-grid.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { entryForSlug } from "#app/lib/route-entry.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { blogCategoryListings, listingPageData } from "#core/blog-listings.server.ts";
import { blogCategoryFeedPath, blogCategoryPath, blogPath, listingPageSlug } from "#core/page-paths.ts";
import type { Route } from "./+types/blog-category";

// Built at prerender time, like the blog's own list. A category without posts has no page: it is a 404 like an
// unknown one.
export const loader = ({ params }: Route.LoaderArgs) => {
  const listing = entryForSlug(blogCategoryListings(), params.slug);
  const page = entryForSlug(listing.pages, listingPageSlug(params["*"]));
  const { slug, name, lead, about } = listing;
  return {
    ...listingPageData({
      listing,
      topic: listing.name,
      page,
      title: blogCopy.category.title(listing, page.number, page.count),
      description: blogCopy.category.description(listing, page.number, page.count),
      crumbs: [
        { name: blogCopy.crumb, path: blogPath },
        { name, path: blogCategoryPath(slug) },
      ],
    }),
    category: { slug, name, lead, about, postCount: listing.posts.length },
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? buildListingHead({
        ...loaderData,
        feed: {
          title: blogCopy.feed.categoryTitle(loaderData.category),
          path: blogCategoryFeedPath(loaderData.category.slug),
        },
      })
    : [];

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, page, posts, categories, crumbs, path, listingPath } = loaderData;
  const feedPath = blogCategoryFeedPath(category.slug);
  return (
    <>
      <PageHero
        eyebrow={
          page.number > 1 ? blogCopy.pagination.status(page.number, page.count) : blogCopy.category.count(category.postCount)
        }
        title={category.name}
        lead={category.lead}
        breadcrumbs={crumbs}
      />
      <Container className="py-12 sm:py-16">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <CategoryNav categories={categories} activePath={listingPath} currentPath={path} />
          <FeedLink href={feedPath} className="text-sm">
            {blogCopy.feed.subscribe}
          </FeedLink>
        </div>
        <div className="mt-10">
          <PostGrid posts={posts} />
        </div>
        <Pagination listingPath={listingPath} page={page} />
        <section
          aria-labelledby="about-category"
          className="mt-20 grid gap-6 border-t border-ink-100 pt-12 lg:grid-cols-[1fr_2fr]"
        >
          <h2 id="about-category" className="text-2xl font-semibold tracking-tight text-ink-900">
            {blogCopy.category.aboutTitle(category)}
          </h2>
          <div className="text-lg leading-8 text-ink-600">
            <p>{category.about}</p>
            <FeedLink href={feedPath} className="mt-4">
              {blogCopy.feed.subscribeTo(category)}
            </FeedLink>
          </div>
        </section>
      </Container>
    </>
  );
}

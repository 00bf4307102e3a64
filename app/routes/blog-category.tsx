import { buildListingHead } from "#app/components/blog/listing-head.ts";
import { BlogListingPage } from "#app/components/blog/listing-page.tsx";
import { entryForSlug } from "#app/lib/route-entry.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { blogCategoryListings, listingPageData } from "#content/blog-listings.server.ts";
import { blogCategoryFeedPath, familyPath, listingPageSlug, pagePath } from "#core/page-paths.ts";
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
      titleSuffix: blogCopy.blogName,
      description: blogCopy.category.description(listing, page.number, page.count),
      crumbs: [
        { name: blogCopy.crumb, path: pagePath("blog") },
        { name, path: familyPath("blogCategory", slug) },
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
  const { category, listingPath } = loaderData;
  return (
    <BlogListingPage
      listing={loaderData}
      eyebrow={blogCopy.category.count(category.postCount)}
      title={category.name}
      lead={category.lead}
      activePath={listingPath}
      feed={{ path: blogCategoryFeedPath(category.slug), label: blogCopy.feed.subscribe }}
      about={{
        id: "about-category",
        title: blogCopy.category.aboutTitle(category),
        body: category.about,
        feedLabel: blogCopy.feed.subscribeTo(category),
      }}
    />
  );
}

import { AllPostsLink } from "#app/components/blog/all-posts-link.tsx";
import { buildListingHead } from "#app/components/blog/listing-head.ts";
import { BlogListingPage } from "#app/components/blog/listing-page.tsx";
import { entryForSlug } from "#app/lib/route-entry.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { blogTagListings, listingPageData } from "#content/blog-listings.server.ts";
import { familyPath, listingPageSlug, pagePath } from "#core/page-paths.ts";
import type { Route } from "./+types/blog-tag";

// Built at prerender time, like the blog's own list. Tags are whatever the posts' front matter lists.
export const loader = ({ params }: Route.LoaderArgs) => {
  const listing = entryForSlug(blogTagListings(), params.slug);
  const page = entryForSlug(listing.pages, listingPageSlug(params["*"]));
  return {
    ...listingPageData({
      listing,
      topic: listing.name,
      page,
      title: blogCopy.tag.title(listing.name, page.number, page.count),
      titleSuffix: blogCopy.blogName,
      description: blogCopy.tag.description(
        listing.name,
        listing.posts.length,
        page.items.map((post) => post.title),
      ),
      crumbs: [
        { name: blogCopy.crumb, path: pagePath("blog") },
        { name: blogCopy.tag.crumb(listing.name), path: familyPath("blogTag", listing.slug) },
      ],
    }),
    tag: { name: listing.name, postCount: listing.posts.length },
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? buildListingHead(loaderData) : []);

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag } = loaderData;
  return (
    <BlogListingPage
      listing={loaderData}
      eyebrow={blogCopy.tag.eyebrow}
      title={blogCopy.tag.heading(tag.name)}
      lead={blogCopy.tag.lead(tag.name, tag.postCount)}
    >
      <AllPostsLink className="mt-14" />
    </BlogListingPage>
  );
}

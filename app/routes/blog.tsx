import { buildListingHead } from "#app/components/blog/listing-head.ts";
import { BlogListingPage } from "#app/components/blog/listing-page.tsx";
import { BlogSearchBox, SearchResultsSlot } from "#app/components/search/blog-search.tsx";
import { entryForSlug } from "#app/lib/route-entry.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { blogIndexListing, listingPageData } from "#content/blog-listings.server.ts";
import { blogPageCopy } from "#content/pages/blog.ts";
import { site } from "#content/site.ts";
import { blogFeedPath, listingPageSlug, pagePath } from "#core/page-paths.ts";
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
    titleSuffix: site.name,
    description: first ? blogPageCopy.description : blogCopy.index.description(page.number, page.count),
    crumbs: [{ name: blogCopy.crumb, path: pagePath("blog") }],
  });
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? buildListingHead({ ...loaderData, keywords: blogPageCopy.keywords }) : [];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const feed = { path: blogFeedPath, label: blogCopy.feed.subscribe };
  return (
    <BlogListingPage
      listing={loaderData}
      title={blogPageCopy.heading}
      lead={blogPageCopy.lead}
      intro={<BlogSearchBox />}
      results={<SearchResultsSlot />}
      activePath={pagePath("blog")}
      feed={feed}
      about={{ id: "about-blog", ...blogPageCopy.about, feedLabel: feed.label }}
    />
  );
}

/**
 * schema.org JSON-LD builders. Prices come from the plans module, claims from the site config and descriptions from
 * the product listing, never typed here. Build only: routes call them in their prerender-time loaders, so none of
 * this reaches the browser.
 * Each builder is typed with schema-dts, generated from schema.org's definitions, so the type check rejects a
 * property or value type that schema.org does not define.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  Organization,
  Product,
  SoftwareApplication,
  WebPage,
  WithContext,
} from "schema-dts";
import { plans, priceRange } from "#content/plans.ts";
import { productListing } from "#content/product-listing.ts";
import { site } from "#content/site.ts";
import type { FaqItem } from "#core/content-schemas/faq.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import { canonicalUrl } from "./canonical.ts";
import { ogImagePath } from "./og-image.ts";

const CONTEXT = "https://schema.org" as const;

const organizationId = `${site.url}/#organization`;
const websiteId = `${site.url}/#website`;

export const organizationJsonLd = (): WithContext<Organization> => ({
  "@context": CONTEXT,
  "@type": "Organization",
  "@id": organizationId,
  name: site.name,
  legalName: site.legal.entity,
  url: `${site.url}/`,
  logo: `${site.url}/favicon.svg`,
  email: site.email.sales,
  sameAs: [site.socialProfileUrl],
  address: {
    "@type": "PostalAddress",
    streetAddress: site.legal.address.street,
    addressLocality: site.legal.address.city,
    addressRegion: site.legal.address.region,
    postalCode: site.legal.address.postalCode,
    addressCountry: site.legal.address.countryCode,
  },
});

export const softwareApplicationJsonLd = (): WithContext<SoftwareApplication> => ({
  "@context": CONTEXT,
  "@type": "SoftwareApplication",
  name: site.name,
  applicationCategory: "BusinessApplication",
  operatingSystem: "Web",
  softwareVersion: site.softwareVersion,
  url: `${site.url}/`,
  description: productListing.softwareDescription,
  publisher: { "@id": organizationId },
  aggregateRating: {
    "@type": "AggregateRating",
    ratingValue: site.claims.softwareRating.value,
    reviewCount: site.claims.softwareRating.count,
    bestRating: 5,
  },
  // Only priced offers: the enterprise agreement has no price to state (it is agreed with sales), and an Offer without
  // one is invalid markup. The plans' own offers are the Product's.
  offers: [
    {
      "@type": "Offer",
      ...productListing.trialOffer,
      price: 0,
      priceCurrency: priceRange().currency,
    },
  ],
});

/** The product and its offers; with its rating only where the page shows the claims (a marked-up rating must be visible). */
export const productJsonLd = ({ rated }: { rated: boolean }): WithContext<Product> => {
  const range = priceRange();
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: site.name,
    description: productListing.productDescription,
    brand: { "@type": "Brand", name: site.name },
    image: `${site.url}${ogImagePath("/")}`,
    ...(rated && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: site.claims.productRating.value,
        ratingCount: site.claims.productRating.count,
        bestRating: 5,
      },
    }),
    offers: {
      "@type": "AggregateOffer",
      lowPrice: range.lowPrice,
      highPrice: range.highPrice,
      priceCurrency: range.currency,
      offerCount: range.offerCount,
      offers: plans.map((plan) => ({
        "@type": "Offer",
        name: plan.name,
        price: plan.price,
        priceCurrency: range.currency,
        description: productListing.planOfferDescription(plan),
        url: canonicalUrl(pagePath("pricing")),
      })),
    },
  };
};

export const faqPageJsonLd = (items: readonly Pick<FaqItem, "question" | "answer">[]): WithContext<FAQPage> => ({
  "@context": CONTEXT,
  "@type": "FAQPage",
  mainEntity: items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
});

export const webPageJsonLd = (page: { path: string; title: string; description: string }): WithContext<WebPage> => ({
  "@context": CONTEXT,
  "@type": "WebPage",
  name: page.title,
  description: page.description,
  url: canonicalUrl(page.path),
  isPartOf: { "@type": "WebSite", "@id": websiteId, name: site.name, url: `${site.url}/` },
  publisher: { "@id": organizationId },
});

/** Breadcrumbs from the home page to a nested page, the home page first: [{ name, path }, …] (breadcrumbTrail). */
export const breadcrumbJsonLd = (trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> => ({
  "@context": CONTEXT,
  "@type": "BreadcrumbList",
  itemListElement: trail.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: canonicalUrl(crumb.path),
  })),
});

export const blogPostingJsonLd = (post: {
  slug: string;
  title: string;
  description: string;
  published: string;
  modified: string;
  author: string;
  section: string;
  tags: readonly string[];
  image: string;
  wordCount: number;
}): WithContext<BlogPosting> => ({
  "@context": CONTEXT,
  "@type": "BlogPosting",
  headline: post.title,
  description: post.description,
  datePublished: post.published,
  dateModified: post.modified,
  author: { "@type": "Person", name: post.author },
  publisher: { "@id": organizationId, "@type": "Organization", name: site.name, logo: `${site.url}/favicon.svg` },
  articleSection: post.section,
  keywords: post.tags.join(", "),
  image: `${site.url}${post.image}`,
  wordCount: post.wordCount,
  mainEntityOfPage: canonicalUrl(familyPath("blogPost", post.slug)),
});

/**
 * A page of a list of posts (the blog, a category, a tag): the page and the posts it links to, numbered across the
 * list's pages.
 */
export const blogListingJsonLd = (listing: {
  path: string;
  title: string;
  description: string;
  firstPosition: number;
  posts: readonly { slug: string; title: string }[];
}): WithContext<CollectionPage> => ({
  "@context": CONTEXT,
  "@type": "CollectionPage",
  name: listing.title,
  description: listing.description,
  url: canonicalUrl(listing.path),
  isPartOf: { "@type": "WebSite", "@id": websiteId, name: site.name, url: `${site.url}/` },
  mainEntity: {
    "@type": "ItemList",
    itemListElement: listing.posts.map((post, index) => ({
      "@type": "ListItem",
      position: listing.firstPosition + index,
      url: canonicalUrl(familyPath("blogPost", post.slug)),
      name: post.title,
    })),
  },
});

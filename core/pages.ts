/**
 * Every page of the site, each one declaration: its path, the module that renders it, its copy file and the schema
 * that checks it, whether search engines index it and whether the navigation lists it. The router, the prerender
 * list, the sitemap, the content manager (core/content-files.ts), the navigation's check and the browser's map of
 * paths (core/page-path-map.ts) all follow from these. A page's breadcrumb name is its copy's `name`
 * (content/page-copy.server.ts), so an editor renames it in /admin.
 *
 * Adding a page: its declaration here, its module in app/routes/, its copy in content/pages/<page>.json and, if it is
 * listed, its link in content/navigation.json. Renaming one: change its path here and add the old one to
 * content/redirects.json. tests/unit/page-registry.test.ts checks that no other source file writes a page's path.
 *
 * Node only (it holds the schemas): the browser gets the paths alone, from the build (core/page-path-map.ts).
 */
import type { z } from "zod";
import type { ContentFile, ContentFolder } from "./content-files.ts";
import { audienceContentSchema, audiencePageContentSchema } from "./content-schemas/audience.ts";
import { blogCategoriesContentSchema, blogContentSchema, blogPageContentSchema } from "./content-schemas/blog.ts";
import { contactContentSchema } from "./content-schemas/contact.ts";
import { contactCardContentSchema } from "./content-schemas/contact-card.ts";
import { contactSalesContentSchema } from "./content-schemas/contact-sales.ts";
import { errorsContentSchema } from "./content-schemas/errors.ts";
import { faqsContentSchema } from "./content-schemas/faqs.ts";
import { featuresPageContentSchema } from "./content-schemas/features-page.ts";
import { futureContentSchema } from "./content-schemas/future.ts";
import { homeContentSchema } from "./content-schemas/home.ts";
import { integrationContentSchema, integrationPageContentSchema } from "./content-schemas/integration.ts";
import { integrationsPageContentSchema } from "./content-schemas/integrations-page.ts";
import { landingPageContentSchema, landingPageWordsSchema } from "./content-schemas/landing-page.ts";
import { legalContentSchema, legalDocumentPageContentSchema } from "./content-schemas/legal.ts";
import { pricingContentSchema } from "./content-schemas/pricing.ts";
import { samplePageContentSchema } from "./content-schemas/sample.ts";
import { legalDocumentSlugs, SLUG, sampleSlugs } from "./page-slugs.ts";

export type PageDeclaration = {
  /** Static, or with one `:slug` segment for a family: one page per slug. */
  path: string;
  /** The module that renders it, relative to app/; none for the not-found page, which the root's error boundary draws. */
  route?: string;
  /** The content file of its words, with the schema that checks it and its entry in /admin. */
  copy: ContentFile;
  /** In the sitemap and open to search engines. (A blog tag with few posts is not: see blog-listings.server.ts.) */
  indexed: boolean;
  /** Linked from the site's navigation (header or footer): content/navigation.json names exactly these pages. */
  listed: boolean;
  /** A family's slugs, when they are fixed; the blog's follow from the posts in content/blog. */
  slugs?: readonly string[];
  /** A list of posts: one route holds the list and its later pages, <path>/page/<n> (see listingRoutePath). */
  list?: true;
  /** A family whose members are the files of a folder, one page per file named by its slug (integrations, audiences, landing pages). */
  members?: ContentFolder;
};

const homeCopy = {
  file: "content/home.json",
  schema: homeContentSchema,
  label: "Home page",
  description: "Every section of the home page, in order.",
  entryFacts: ["topic"],
  sampleFields: ["dashboard"],
} as const;

const blogWords = {
  file: "content/blog.json",
  schema: blogContentSchema,
  label: "Blog words",
  description: "Everything the blog says besides its posts: list and tag pages, pagination, share links, feeds, search.",
  entryFacts: [
    "count",
    "page",
    "pageCount",
    "pageSuffix",
    "category",
    "categoryInSentence",
    "description",
    "tag",
    "articles",
    "titles",
    "minutes",
    "query",
  ],
} as const;

const declarations = {
  home: { path: "/", route: "routes/home.tsx", copy: homeCopy, indexed: true, listed: false },
  /** Shows the home page, naming / as its canonical URL. */
  homeAlias: { path: "/home", route: "routes/home.tsx", copy: homeCopy, indexed: false, listed: false },
  features: {
    path: "/features",
    route: "routes/features.tsx",
    copy: {
      file: "content/pages/features.json",
      schema: featuresPageContentSchema,
      label: "Features page",
      description: "Everything /features says: its opening and each capability, in order.",
      sampleFields: ["example", "visual"],
    },
    indexed: true,
    listed: true,
  },
  integrations: {
    path: "/integrations",
    route: "routes/integrations.tsx",
    copy: {
      file: "content/pages/integrations.json",
      schema: integrationsPageContentSchema,
      label: "Integrations page",
      description: "What /integrations says around the integrations' cards (each card is the integration's own summary).",
      entryFacts: ["integration.name", "integrations"],
    },
    indexed: true,
    listed: true,
  },
  integration: {
    path: "/integrations/:slug",
    route: "routes/integration.tsx",
    copy: {
      file: "content/pages/integration.json",
      schema: integrationPageContentSchema,
      label: "Every integration page",
      description: "The headings and labels every integration page shares; {integration.name} is the tool's name.",
      entryFacts: ["integration.name"],
    },
    members: {
      folder: "content/integrations",
      schema: integrationContentSchema,
      label: "Integrations",
      labelSingular: "Integration",
      description:
        "Each integration is a file in content/integrations, shown at /integrations/<file name>, with its card on /integrations and its logo in that page's picture. Deleting one sends its address to /integrations.",
      removedTo: "integrations",
    },
    indexed: true,
    listed: false,
  },
  sample: {
    path: "/samples/:slug",
    route: "routes/sample.tsx",
    copy: {
      file: "content/pages/sample.json",
      schema: samplePageContentSchema,
      label: "Every sample document's page",
      description: "What the sample documents' pages say around the document. Each document is under Sample.",
    },
    indexed: true,
    listed: false,
    slugs: sampleSlugs,
  },
  // One segment under the root can only be one route: its module shows an audience page or a legal document, looking
  // the slug up among the audiences first.
  audience: {
    path: "/:slug",
    route: "routes/top-level-page.tsx",
    copy: {
      file: "content/pages/audience.json",
      schema: audiencePageContentSchema,
      label: "Every audience page",
      description: "The headings and buttons every audience page shares; {audience.readers} is the page's readers.",
      entryFacts: ["audience.readers"],
    },
    members: {
      folder: "content/audiences",
      schema: audienceContentSchema,
      label: "Audiences",
      labelSingular: "Audience",
      description:
        "Each audience is a file in content/audiences, shown at /<file name> and listed where Navigation links to it. Deleting one: remove the Navigation links to it and add its old address to Redirects, so it answers 301.",
      identifierField: "readers",
      planFields: ["planId"],
      sampleFields: ["sizing"],
    },
    indexed: true,
    listed: true,
  },
  legalDocument: {
    path: "/:slug",
    route: "routes/top-level-page.tsx",
    copy: {
      file: "content/pages/legal-document.json",
      schema: legalDocumentPageContentSchema,
      label: "Every legal document's page",
      description: "What the privacy policy's and the terms' pages say around the document.",
    },
    indexed: true,
    listed: true,
    slugs: legalDocumentSlugs,
  },
  pricing: {
    path: "/pricing",
    route: "routes/pricing.tsx",
    copy: {
      file: "content/pages/pricing.json",
      schema: pricingContentSchema,
      label: "Pricing page",
      description: "/pricing around the plan cards and the comparison table; its billing questions are a group of the FAQ.",
    },
    indexed: true,
    listed: true,
  },
  faqs: {
    path: "/faqs",
    route: "routes/faqs.tsx",
    copy: {
      file: "content/pages/faqs.json",
      schema: faqsContentSchema,
      label: "FAQ page",
      description: "/faqs around the questions, which are edited under FAQ.",
    },
    indexed: true,
    listed: true,
  },
  contactSales: {
    path: "/contact-sales",
    route: "routes/contact-sales.tsx",
    copy: {
      file: "content/pages/contact-sales.json",
      schema: contactSalesContentSchema,
      label: "Contact sales page",
      description: "/contact-sales around its form.",
    },
    indexed: true,
    listed: true,
  },
  contact: {
    path: "/contact",
    route: "routes/contact.tsx",
    copy: {
      file: "content/pages/contact.json",
      schema: contactContentSchema,
      label: "Contact page",
      description: "/contact around the Get in Touch form.",
    },
    indexed: true,
    listed: false,
  },
  contactCard: {
    path: "/contact-card",
    route: "routes/contact-card.tsx",
    copy: {
      file: "content/pages/contact-card.json",
      schema: contactCardContentSchema,
      label: "Sales contact card",
      description: "/contact-card and the vCard the build writes from it.",
      entryFacts: ["firstName"],
    },
    indexed: true,
    listed: true,
  },
  future: {
    path: "/future",
    route: "routes/future.tsx",
    copy: {
      file: "content/pages/future.json",
      schema: futureContentSchema,
      label: "Vision and roadmap page",
      description: "/future: the vision, the principles behind it and the roadmap in three horizons.",
    },
    indexed: true,
    listed: true,
  },
  legal: {
    path: "/legal",
    route: "routes/legal.tsx",
    copy: {
      file: "content/pages/legal.json",
      schema: legalContentSchema,
      label: "Legal page",
      description: "/legal: the index of the legal documents and the company's details. The documents are under Legal documents.",
    },
    indexed: true,
    listed: true,
  },
  blog: {
    path: "/blog",
    route: "routes/blog.tsx",
    copy: {
      file: "content/pages/blog.json",
      schema: blogPageContentSchema,
      label: "Blog page",
      description: "The blog's front page around its list of posts.",
    },
    indexed: true,
    listed: true,
    list: true,
  },
  blogCategory: {
    path: "/blog/category/:slug",
    route: "routes/blog-category.tsx",
    copy: {
      file: "content/blog-categories.json",
      schema: blogCategoriesContentSchema,
      label: "Blog categories",
      description: "Each category's page and feed. A post's Category must be one of these names.",
    },
    indexed: true,
    listed: false,
    list: true,
  },
  /**
   * A campaign's page composed from the site's sections, one file each in content/landing-pages; listed nowhere unless
   * a page links to it. Its members follow from the files (content/landing-pages.server.ts), each indexed or not.
   */
  landingPage: {
    path: "/lp/:slug",
    route: "routes/landing-page.tsx",
    copy: {
      file: "content/pages/landing-page.json",
      schema: landingPageWordsSchema,
      label: "Every landing page",
      description: "What every landing page says besides its own sections. The pages are under Landing pages.",
    },
    members: {
      folder: "content/landing-pages",
      schema: landingPageContentSchema,
      label: "Landing pages",
      labelSingular: "Landing page",
      description:
        "Each page is a file in content/landing-pages, shown at /lp/<file name>, composed from the site's sections. Linked from nowhere unless you link it.",
    },
    indexed: true,
    listed: false,
  },
  blogTag: { path: "/blog/tag/:slug", route: "routes/blog-tag.tsx", copy: blogWords, indexed: true, listed: false, list: true },
  blogPost: { path: "/blog/:slug", route: "routes/blog-post.tsx", copy: blogWords, indexed: true, listed: false },
  /** Prerendered here and moved to 404.html after the build: it answers every unknown URL (see app/root.tsx). */
  notFound: {
    path: "/404",
    copy: {
      file: "content/errors.json",
      schema: errorsContentSchema,
      label: "Error pages",
      description: "The not-found page and the page shown for any other error.",
    },
    indexed: false,
    listed: false,
  },
} as const satisfies Record<string, PageDeclaration>;

type Declarations = typeof declarations;
export type PageId = keyof Declarations;
/** Every page's path by id, as the type of core/page-path-map.ts. */
export type PagePaths = { [Id in PageId]: Declarations[Id]["path"] };
/** A page's copy, as its schema types it. */
export type PageCopy<Id extends PageId> = z.infer<Declarations[Id]["copy"]["schema"]>;
/** The pages whose copy has a `name`: what breadcrumbs, the structured data and the sales team's CRM call them. */
export type NamedPageId = { [Id in PageId]: PageCopy<Id> extends { name: string } ? Id : never }[PageId];

export type Page = PageDeclaration & { id: PageId };

/** Every page, in the order of the declarations. */
export const pages: readonly Page[] = (Object.keys(declarations) as PageId[]).map((id) => ({ id, ...declarations[id] }));

export const page = (id: PageId): Page => ({ id, ...declarations[id] });

export const isFamily = (id: PageId): boolean => declarations[id].path.includes(SLUG);

/** Every id in `ids` that no declaration has (the content validation reports them). */
export const unknownPageIds = (ids: Iterable<string>): string[] => [...new Set(ids)].filter((id) => !(id in declarations));

/** What is wrong with a link to a page by id and slug, or undefined: an unknown id, a missing or unknown slug. */
export const pageLinkProblem = ({ page: id, slug }: { page: string; slug?: string | undefined }): string | undefined => {
  if (unknownPageIds([id]).length > 0) return `no page has the id "${id}" (see core/pages.ts)`;
  const known = id as PageId;
  if (!isFamily(known)) return slug === undefined ? undefined : `"${id}" is a single page: it takes no slug`;
  if (slug === undefined) return `"${id}" is a family of pages: say which one with a slug`;
  const slugs: readonly string[] | undefined = page(known).slugs;
  if (slugs && !slugs.includes(slug)) return `"${id}" has no page "${slug}" (its slugs: ${slugs.join(", ")})`;
  return undefined;
};

/**
 * The route of a list and all its pages: the list's path and whatever follows it. (One route, not one for the first
 * page and one for the rest: React Router refuses to build a route with a loader that prerenders no page, and a list
 * with a single page has no later ones.)
 */
const listingRoutePath = (listingPath: string): string => `${listingPath}/*`;

export type SiteRoute = {
  /** A React Router path: static, with one `:slug` segment for a family, or ending in `/*` for a list of posts. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Given when several routes share one module: the first page's id. */
  id?: string;
  /** The pages this route renders (one, or for the top-level route two families). */
  pages: readonly PageId[];
};

/**
 * The route table, read by app/routes.ts (the router), the prerender list and the sitemap: one route per path and
 * module, so pages that share both (audiences and legal documents under `/:slug`) share a route. The blog's families
 * (posts, categories, tags, and the later pages of each list) follow from the posts instead: see blog-listings.server.ts.
 */
export const siteRoutes: readonly SiteRoute[] = (() => {
  const routed = pages.filter((page): page is Page & { route: string } => page.route !== undefined);
  const pathOf = (page: Page) => (page.list ? listingRoutePath(page.path) : page.path);
  const groups = new Map<string, (Page & { route: string })[]>();
  for (const page of routed) {
    const key = `${page.route} ${pathOf(page)}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.values()].map(([first, ...rest]) => {
    const page = first as Page & { route: string };
    const shared = routed.some((other) => other.route === page.route && pathOf(other) !== pathOf(page));
    return {
      path: pathOf(page),
      file: page.route,
      pages: [page, ...rest].map(({ id }) => id),
      ...(shared ? { id: page.id } : {}),
    };
  });
})();

export type PageRoute = { path: string; page: PageId; inSitemap: boolean };

/**
 * Every page the table knows by path: single pages (a list's first page among them) and each member of a family
 * with fixed slugs (the blog's families excepted). inSitemap is the declaration's `indexed`.
 */
export const pageRoutes: readonly PageRoute[] = siteRoutes.flatMap((route) =>
  route.pages.flatMap((id): PageRoute[] => {
    const { path, indexed, slugs } = page(id);
    if (!path.includes(SLUG)) return [{ path, page: id, inSitemap: indexed }];
    return (slugs ?? []).map((slug) => ({ path: path.replace(SLUG, slug), page: id, inSitemap: indexed }));
  }),
);

/**
 * Every content file that holds the site's copy as data, with the schema that types it: the files several pages share,
 * then each page's copy as its declaration names it (core/pages.ts). The build checks each file
 * against its schema (core/content-validation.ts) and /admin offers each as an entry whose form is generated from the
 * same schema (scripts/build-steps/cms-config.ts), so the CMS cannot save what the build refuses.
 * Node only: the schemas never reach the browser; pages read their copy through an accessor in content/, or in their
 * loader through content/page-copy.server.ts.
 */
import type { z } from "zod";
import { claimsContentSchema } from "./content-schemas/claims.ts";
import { cmsContentSchema } from "./content-schemas/cms.ts";
import { consentContentSchema } from "./content-schemas/consent.ts";
import { faqContentSchema } from "./content-schemas/faq.ts";
import { formPostMessagesContentSchema, leadFormsContentSchema } from "./content-schemas/lead-forms.ts";
import { navigationContentSchema } from "./content-schemas/navigation.ts";
import { plansContentSchema } from "./content-schemas/plans.ts";
import { productListingContentSchema } from "./content-schemas/product-listing.ts";
import { proofContentSchema } from "./content-schemas/proof.ts";
import { redirectsContentSchema } from "./content-schemas/redirects.ts";
import { sampleContentSchema } from "./content-schemas/sample.ts";
import { siteContentSchema } from "./content-schemas/site.ts";
import { sampleSlugs } from "./page-slugs.ts";
import { type PageId, page, pages } from "./pages.ts";

/** One file per page of a family: its name is the page's slug. */
const sampleFile = (slug: string): string => `content/samples/${slug}.json`;

export type ContentFile = {
  /** Relative to the repository root. */
  file: string;
  schema: z.ZodType;
  /** The entry's name in /admin. */
  label: string;
  /** What an editor changes here, shown in /admin. */
  description: string;
  /** Placeholders besides the site's and plans' facts that the file's accessor fills, e.g. "integration.name". */
  entryFacts?: readonly string[];
  /** Fields (by key, at any depth) holding made-up sample output, where a figure such as "$4.2B" is not a price. */
  sampleFields?: readonly string[];
  /** Top-level fields that name a plan by its id: each must be a plan of content/plans.json. */
  planFields?: readonly string[];
  /** The page that shows most of it, when no page names it as its copy: the page /admin's preview draws. */
  shownOn?: { page: PageId; slug?: string };
};

/** A folder of content files, one page each: its schema checks every `*.json` in it, and /admin creates new ones. */
export type ContentFolder = {
  /** Relative to the repository root. */
  folder: string;
  schema: z.ZodType;
  label: string;
  labelSingular: string;
  description: string;
  /** The field whose words /admin makes a new member's file name (its slug) from; `name` unless given. */
  identifierField?: string;
  /** As a content file's (ContentFile): fields of each member holding sample output, or naming a plan. */
  sampleFields?: readonly string[];
  planFields?: readonly string[];
  /**
   * The id of the page a deleted member's old path answers 301 with (server/redirects.ts), where the family has an
   * overview. (A string: PageId would make the declarations' type refer to itself; server/redirects.ts checks it.)
   */
  removedTo?: string;
};

/** Old addresses that answer 301 with a page. */
export const REDIRECTS_FILE = "content/redirects.json";
/** The line that states SITE_FILE's claims, and names each rating's source when SITE_FILE names one. */
export const CLAIMS_FILE = "content/claims.json";

/** The files no single page names as its copy: the site's facts and what several pages show. */
const sharedFiles: readonly ContentFile[] = [
  {
    file: "content/site.json",
    schema: siteContentSchema,
    label: "Site facts and claims",
    description: "The product's name, addresses, trial, launch discount, ratings and claims. Copy names them as {site.…}.",
    shownOn: { page: "home" },
  },
  {
    file: "content/plans.json",
    schema: plansContentSchema,
    label: "Plans and prices",
    description: "The only place a price is written: the cards, the table, the FAQ and the structured data follow it.",
    shownOn: { page: "pricing" },
    // Sentences about one plan: content/plans.ts fills these for each plan.
    entryFacts: ["plan.name", "plan.price", "plan.originalPrice", "plan.percentOff"],
  },
  {
    file: REDIRECTS_FILE,
    schema: redirectsContentSchema,
    label: "Redirects",
    description: "Old addresses that still work: each answers with the page it now leads to (301).",
  },
  {
    file: "content/navigation.json",
    schema: navigationContentSchema,
    label: "Navigation",
    description: "The header's and footer's links, by page id, and the page frame's words.",
    shownOn: { page: "home" },
  },
  {
    file: "content/faq.json",
    schema: faqContentSchema,
    label: "FAQ",
    description: "Every question on /faqs; the home page shows those marked for it.",
    shownOn: { page: "faqs" },
  },
  {
    file: "content/product-listing.json",
    schema: productListingContentSchema,
    label: "Product listing for search engines",
    description: "How the structured data describes the product, its plans' offers and the free trial.",
  },
  {
    file: "content/lead-forms.json",
    schema: leadFormsContentSchema,
    label: "Lead forms",
    description:
      "The words of the contact-sales and Get in Touch forms, and what each field says when its value is refused. The sent and not sent messages are the spec's exact words.",
    entryFacts: ["privacyPolicy", "limit"],
    shownOn: { page: "contactSales" },
  },
  {
    file: "content/form-post-messages.json",
    schema: formPostMessagesContentSchema,
    label: "Forms sent without JavaScript",
    description: "What the server says above a form's button when it refuses the form as a whole.",
    entryFacts: ["maxKb"],
  },
  {
    file: "content/consent.json",
    schema: consentContentSchema,
    label: "Cookie consent",
    description: "The analytics consent banner and the footer's Cookie settings button.",
    entryFacts: ["consent.settingsButton"],
  },
  {
    file: "content/cms.json",
    schema: cmsContentSchema,
    label: "Content manager page",
    description: "The content manager's own page under /admin.",
  },
  {
    file: CLAIMS_FILE,
    schema: claimsContentSchema,
    label: "Claims beside the calls to action",
    description: "The sentence that states the site's claims; the figures are under Site facts and claims.",
    shownOn: { page: "home" },
  },
  {
    file: "content/proof.json",
    schema: proofContentSchema,
    label: "Testimonials and customer logos",
    description: "Shown only when it holds entries: add only real customers' words and logos, with their consent.",
    shownOn: { page: "home" },
  },
];

/** One file per member of a family with fixed slugs, after the family's own copy. */
const familyMembers: Partial<Record<PageId, readonly ContentFile[]>> = {
  sample: sampleSlugs.map((slug) => ({
    file: sampleFile(slug),
    schema: sampleContentSchema,
    label: `Sample: ${slug}`,
    description: `The sample document on /samples/${slug}, written for a fictional team.`,
    sampleFields: ["summary", "properties", "sections", "sources", "metaDescription"],
    shownOn: { page: "sample", slug },
  })),
};

/** Every content file: the shared ones, then each page's copy (core/pages.ts) and its family's members, once each. */
export const contentFiles: readonly ContentFile[] = [
  ...sharedFiles,
  ...pages.flatMap((page) => [page.copy, ...(familyMembers[page.id] ?? [])]),
].filter((entry, index, all) => all.findIndex((other) => other.file === entry.file) === index);

/** The folders of families whose members are files (core/pages.ts `members`), with the page each member is. */
export const contentFolders: readonly (ContentFolder & { page: PageId })[] = pages.flatMap((page) =>
  page.members ? [{ ...page.members, page: page.id }] : [],
);

/** The file that states the plans: the only one where a price may be written as a figure. */
export const PLANS_FILE = "content/plans.json";
/** The pricing page, whose billing questions are one group of FAQ_FILE. */
export const PRICING_FILE = page("pricing").copy.file;
export const FAQ_FILE = "content/faq.json";
/** The file that states the site's facts. */
export const SITE_FILE = "content/site.json";

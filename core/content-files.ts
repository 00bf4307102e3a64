/**
 * Every content file that holds the site's copy as data, with the schema that types it. The build checks each file
 * against its schema (core/content-validation.ts) and /admin offers each as an entry whose form is generated from the
 * same schema (scripts/build-steps/cms-config.ts), so the CMS cannot save what the build refuses.
 * Node only: the schemas never reach the browser; the pages import the files through their accessors in content/.
 */
import type { z } from "zod";
import { audienceContentSchema, audiencePageContentSchema } from "./content-schemas/audience.ts";
import { blogCategoriesContentSchema, blogContentSchema, blogPageContentSchema } from "./content-schemas/blog.ts";
import { claimsContentSchema } from "./content-schemas/claims.ts";
import { cmsContentSchema } from "./content-schemas/cms.ts";
import { consentContentSchema } from "./content-schemas/consent.ts";
import { contactContentSchema } from "./content-schemas/contact.ts";
import { contactCardContentSchema } from "./content-schemas/contact-card.ts";
import { contactSalesContentSchema } from "./content-schemas/contact-sales.ts";
import { errorsContentSchema } from "./content-schemas/errors.ts";
import { faqContentSchema } from "./content-schemas/faq.ts";
import { faqsContentSchema } from "./content-schemas/faqs.ts";
import { featuresPageContentSchema } from "./content-schemas/features-page.ts";
import { futureContentSchema } from "./content-schemas/future.ts";
import { homeContentSchema } from "./content-schemas/home.ts";
import { integrationContentSchema, integrationPageContentSchema } from "./content-schemas/integration.ts";
import { integrationsPageContentSchema } from "./content-schemas/integrations-page.ts";
import { formPostMessagesContentSchema, leadFormsContentSchema } from "./content-schemas/lead-forms.ts";
import { legalContentSchema, legalDocumentPageContentSchema } from "./content-schemas/legal.ts";
import { navigationContentSchema } from "./content-schemas/navigation.ts";
import { plansContentSchema } from "./content-schemas/plans.ts";
import { pricingContentSchema } from "./content-schemas/pricing.ts";
import { productListingContentSchema } from "./content-schemas/product-listing.ts";
import { proofContentSchema } from "./content-schemas/proof.ts";
import { redirectsContentSchema } from "./content-schemas/redirects.ts";
import { siteContentSchema } from "./content-schemas/site.ts";
import { audienceSlugs, integrationSlugs } from "./page-paths.ts";

/** One file per page of a family: its name is the page's slug. */
export const integrationFile = (slug: string): string => `content/integrations/${slug}.json`;
export const audienceFile = (slug: string): string => `content/audiences/${slug}.json`;

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
};

export const contentFiles: readonly ContentFile[] = [
  {
    file: "content/site.json",
    schema: siteContentSchema,
    label: "Site facts and claims",
    description: "The product's name, addresses, trial, launch discount, ratings and claims. Copy names them as {site.…}.",
  },
  {
    file: "content/plans.json",
    schema: plansContentSchema,
    label: "Plans and prices",
    description: "The only place a price is written: the cards, the table, the FAQ and the structured data follow it.",
    // Sentences about one plan: content/plans.ts fills these for each plan.
    entryFacts: ["plan.name", "plan.price", "plan.originalPrice", "plan.percentOff"],
  },
  {
    file: "content/redirects.json",
    schema: redirectsContentSchema,
    label: "Redirects",
    description: "Old addresses that still work: each answers with the page it now leads to (301).",
  },
  {
    file: "content/navigation.json",
    schema: navigationContentSchema,
    label: "Navigation",
    description: "The header's and footer's links, by page id, and the page frame's words.",
  },
  {
    file: "content/home.json",
    schema: homeContentSchema,
    label: "Home page",
    description: "Every section of the home page, in order.",
    entryFacts: ["topic"],
    sampleFields: ["dashboard"],
  },
  {
    file: "content/faq.json",
    schema: faqContentSchema,
    label: "FAQ",
    description: "Every question on /faqs; the home page shows those marked for it.",
  },
  {
    file: "content/pages/features.json",
    schema: featuresPageContentSchema,
    label: "Features page",
    description: "Everything /features says: its opening and each capability, in order.",
    sampleFields: ["example", "visual"],
  },
  {
    file: "content/pages/integrations.json",
    schema: integrationsPageContentSchema,
    label: "Integrations page",
    description: "What /integrations says around the integrations' cards (each card is the integration's own summary).",
    entryFacts: ["integration.name"],
  },
  {
    file: "content/pages/integration.json",
    schema: integrationPageContentSchema,
    label: "Every integration page",
    description: "The headings and labels every integration page shares; {integration.name} is the tool's name.",
    entryFacts: ["integration.name"],
  },
  ...integrationSlugs.map((slug) => ({
    file: integrationFile(slug),
    schema: integrationContentSchema,
    label: `Integration: ${slug}`,
    description: `The page /integrations/${slug}: what syncs, how to connect it, its permissions and questions.`,
  })),
  {
    file: "content/pages/audience.json",
    schema: audiencePageContentSchema,
    label: "Every audience page",
    description: "The headings and buttons every audience page shares; {audience.readers} is the page's readers.",
    entryFacts: ["audience.readers"],
  },
  ...audienceSlugs.map((slug) => ({
    file: audienceFile(slug),
    schema: audienceContentSchema,
    label: `Audience: ${slug}`,
    description: `The page /${slug}: its readers' pains, workflows and outcomes, and the plan that fits.`,
    planFields: ["planId"],
    sampleFields: ["sizing"],
  })),
  {
    file: "content/product-listing.json",
    schema: productListingContentSchema,
    label: "Product listing for search engines",
    description: "How the structured data describes the product, its plans' offers and the free trial.",
  },
  {
    file: "content/pages/pricing.json",
    schema: pricingContentSchema,
    label: "Pricing page",
    description: "/pricing around the plan cards and the comparison table; its billing questions are a group of the FAQ.",
  },
  {
    file: "content/pages/faqs.json",
    schema: faqsContentSchema,
    label: "FAQ page",
    description: "/faqs around the questions, which are edited under FAQ.",
  },
  {
    file: "content/pages/future.json",
    schema: futureContentSchema,
    label: "Vision and roadmap page",
    description: "/future: the vision, the principles behind it and the roadmap in three horizons.",
  },
  {
    file: "content/pages/legal.json",
    schema: legalContentSchema,
    label: "Legal page",
    description: "/legal: the index of the legal documents and the company's details. The documents are under Legal documents.",
  },
  {
    file: "content/pages/contact-card.json",
    schema: contactCardContentSchema,
    label: "Sales contact card",
    description: "/contact-card and the vCard the build writes from it.",
    entryFacts: ["firstName"],
  },
  {
    file: "content/pages/contact-sales.json",
    schema: contactSalesContentSchema,
    label: "Contact sales page",
    description: "/contact-sales around its form.",
  },
  {
    file: "content/pages/contact.json",
    schema: contactContentSchema,
    label: "Contact page",
    description: "/contact around the Get in Touch form.",
  },
  {
    file: "content/lead-forms.json",
    schema: leadFormsContentSchema,
    label: "Lead forms",
    description:
      "The words of the contact-sales and Get in Touch forms, and what each field says when its value is refused. The sent and not sent messages are the spec's exact words.",
    entryFacts: ["privacyPolicy", "limit"],
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
    file: "content/errors.json",
    schema: errorsContentSchema,
    label: "Error pages",
    description: "The not-found page and the page shown for any other error.",
  },
  {
    file: "content/cms.json",
    schema: cmsContentSchema,
    label: "Content manager page",
    description: "The content manager's own page under /admin.",
  },
  {
    file: "content/pages/blog.json",
    schema: blogPageContentSchema,
    label: "Blog page",
    description: "The blog's front page around its list of posts.",
  },
  {
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
  },
  {
    file: "content/blog-categories.json",
    schema: blogCategoriesContentSchema,
    label: "Blog categories",
    description: "Each category's page and feed. A post's Category must be one of these names.",
  },
  {
    file: "content/pages/legal-document.json",
    schema: legalDocumentPageContentSchema,
    label: "Every legal document's page",
    description: "What the privacy policy's and the terms' pages say around the document.",
  },
  {
    file: "content/claims.json",
    schema: claimsContentSchema,
    label: "Claims beside the calls to action",
    description: "The words after each figure of the site's claims; the figures are under Site facts and claims.",
    entryFacts: ["count"],
  },
  {
    file: "content/proof.json",
    schema: proofContentSchema,
    label: "Testimonials and customer logos",
    description: "Shown only when it holds entries: add only real customers' words and logos, with their consent.",
  },
];

/** The file that states the plans: the only one where a price may be written as a figure. */
export const PLANS_FILE = "content/plans.json";
/** The pricing page, whose billing questions are one group of FAQ_FILE. */
export const PRICING_FILE = "content/pages/pricing.json";
export const FAQ_FILE = "content/faq.json";
/** The file that states the site's facts. */
export const SITE_FILE = "content/site.json";

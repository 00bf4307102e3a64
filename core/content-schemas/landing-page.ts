/**
 * A landing page (content/landing-pages/<slug>.json, the page /lp/<slug>): its head, whether search engines see it,
 * when it goes out, and the sections it is composed of, in order. Each section is one of the site's own sections; a
 * question is named by its id in content/faq.json, which the build checks (landing-pages.server.ts).
 */
import { z } from "zod";
import { copy, flag, icon, listOf, paragraph, slug } from "./fields.ts";
import { pageNameField } from "./page-copy.ts";
import { pageHeadSchema } from "./page-head.ts";

/** The pictures a landing page's hero can show: the product as the home page draws it. */
export const landingHeroVisuals = ["dashboard"] as const;

const section = <Type extends string, Shape extends z.core.$ZodLooseShape>(type: Type, title: string, shape: Shape) =>
  z.object({ type: z.literal(type), ...shape }).meta({ title });

const heading = () => copy("Heading");
const lead = () => paragraph("Lead", "Under the heading.").optional();

const heroSection = section("hero", "Hero", {
  eyebrow: copy("Eyebrow"),
  heading: copy("Heading", "The page's one h1."),
  lead: paragraph("Lead"),
  visual: z
    .enum(landingHeroVisuals, { error: `must be one of ${landingHeroVisuals.join(", ")}` })
    .meta({ title: "Picture", description: "The product, beside the heading: dashboard is the home page's." }),
});

const featuresSection = section("features", "Feature grid", {
  heading: heading(),
  lead: lead(),
  items: listOf(
    z.object({ icon: icon(), title: copy("Title"), body: paragraph("Text") }).meta({ title: "Feature" }),
    "Features",
    "Three or six read best.",
  ).check(z.minLength(1, "must hold at least one feature")),
});

const integrationsSection = section("integrations", "Integrations row", {
  heading: heading(),
  lead: lead(),
});

/** The ratings and figures of the site's claims, as under the home page's calls to action. */
const proofSection = section("proof", "Proof line", {
  label: copy("Label", "A short line above the figures, e.g. Trusted by product teams. Optional.").optional(),
});

const plansSection = section("plans", "Plans", {
  heading: heading(),
  lead: lead(),
});

const faqSection = section("faq", "Questions", {
  heading: heading(),
  questions: listOf(
    slug("Question", "A question of the FAQ, by its id.").meta({
      widget: "relation",
      relation: {
        collection: "pages",
        file: "faq",
        value_field: "items.*.id",
        search_fields: ["items.*.question"],
        display_fields: ["items.*.question"],
      },
    }),
    "Questions",
    "Chosen from the FAQ; they are edited there.",
  ).check(z.minLength(1, "must name at least one question")),
});

const textSection = section("text", "Text", {
  heading: heading(),
  body: paragraph("Text", "Markdown: paragraphs, **bold**, lists and links.").meta({ widget: "markdown" }),
});

/** The page's product beside the way it replaces, aspect by aspect: a table on a wide screen, stacked on a phone. */
const comparisonSection = section("comparison", "Comparison", {
  heading: heading(),
  lead: lead(),
  manualLabel: copy("The way it replaces: label", 'Over its column, e.g. "By hand".'),
  productLabel: copy("The product: label", 'Over its column, e.g. "With {site.name}".'),
  rows: listOf(
    z
      .object({
        aspect: copy("Aspect", "What is compared, e.g. Time to a spec."),
        manual: paragraph("The way it replaces"),
        product: paragraph("With the product"),
      })
      .meta({ title: "Row" }),
    "Rows",
    "Only what the site says elsewhere: no figure that is not sourced there.",
  ).check(z.minLength(1, "must hold at least one row")),
});

const callToActionSection = section("callToAction", "Closing call to action", {
  heading: heading(),
  body: paragraph("Text"),
});

const contactSalesSection = section("contactSales", "Contact-sales form", {
  heading: heading(),
  lead: paragraph("Lead", "Beside the form."),
});

const sectionSchemas = [
  heroSection,
  featuresSection,
  integrationsSection,
  proofSection,
  plansSection,
  faqSection,
  textSection,
  comparisonSection,
  callToActionSection,
  contactSalesSection,
] as const;
const sectionTypes = sectionSchemas.map((schema) => schema.shape.type.value);

export const landingSectionSchema = z.discriminatedUnion("type", sectionSchemas, {
  error: (issue) => (issue.code === "invalid_union" ? `must be a section the site has: ${sectionTypes.join(", ")}` : undefined),
});

export const landingSectionsSchema = listOf(
  landingSectionSchema,
  "Sections",
  "In the order they appear; start with a hero.",
).check(z.minLength(1, "must hold at least one section"));

/** A date, or a date and time with its offset: when the page goes out. */
const publishedField = z
  .string()
  .refine(
    (value) =>
      z.iso
        .date()
        .or(z.iso.datetime({ offset: true }))
        .safeParse(value).success,
    {
      error: "must be a date (YYYY-MM-DD) or a date and time (2026-12-01T09:00:00+01:00)",
    },
  )
  .optional()
  .meta({
    title: "Published",
    description:
      "When the page goes out. A time to come schedules it: it is built but off the site until then, and the first build after it (they run hourly) publishes it. Empty: at once.",
    widget: "datetime",
  });

export const landingPageContentSchema = pageHeadSchema
  .extend({
    name: pageNameField,
    indexed: flag("Indexed", "In the sitemap and open to search engines. Off for a page only a campaign links to."),
    published: publishedField,
    sections: landingSectionsSchema,
  })
  .superRefine(({ sections }, context) => {
    const heroes = sections.filter((entry) => entry.type === "hero").length;
    if (sections[0]?.type !== "hero" || heroes !== 1)
      context.addIssue({
        code: "custom",
        path: ["sections"],
        message: "must open with one hero, and hold no other: the hero holds the page's h1",
      });
  });

export type LandingPageContent = z.infer<typeof landingPageContentSchema>;
export type LandingSection = LandingPageContent["sections"][number];
export type LandingSectionOf<Type extends LandingSection["type"]> = Extract<LandingSection, { type: Type }>;

/** content/pages/landing-page.json: what every landing page says besides its own sections. */
export const landingPageWordsSchema = z.object({
  allIntegrations: copy("All integrations link", "After the integrations row."),
  allQuestions: copy("All questions link", "After the chosen questions."),
});

export type LandingPageWords = z.infer<typeof landingPageWordsSchema>;

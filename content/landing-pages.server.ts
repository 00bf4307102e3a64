/**
 * The landing pages, one file each in content/landing-pages (core/pages.ts `landingPage.members`): read, checked and,
 * like the blog's posts, left out of the site until their publish time. Server and build only: it touches the files.
 */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { LandingPageContent } from "#core/content-schemas/landing-page.ts";
import { renderMarkdown } from "#core/markdown.ts";
import { familyPath } from "#core/page-paths.ts";
import { isPublishedAt } from "./blog-post.ts";
import { contentFacts } from "./facts.ts";
import { faqItems } from "./faq.ts";
import { readMembers } from "./folder-members.server.ts";
import { integrationLogo } from "./integration-logos.server.ts";
import { loadIntegrations } from "./integrations.server.ts";
import { pageCopy } from "./page-copy.server.ts";

export type LandingPage = LandingPageContent & { slug: string };

/** Whether a page is out at `now`: it has no publish time, or that time has come. */
export const isLandingPageOut = (landing: Pick<LandingPage, "published">, now: Date): boolean =>
  landing.published === undefined || isPublishedAt({ published: landing.published }, now);

/** Every landing page of the folder under `root`, checked already by the build (core/content-validation.ts). */
export const readLandingPages = (root: string): LandingPage[] =>
  readMembers<LandingPageContent>("landingPage", root).map((landing) => fillPlaceholders(landing, contentFacts));

const cache = new Map<string, LandingPage[]>();

/** The landing pages out when the build (or server) first reads them; a scheduled one waits for a later build. */
export const loadLandingPages = (): LandingPage[] => {
  const root = process.cwd();
  let landings = cache.get(root);
  if (!landings) {
    const now = new Date();
    landings = readLandingPages(root).filter((landing) => isLandingPageOut(landing, now));
    cache.set(root, landings);
  }
  return landings;
};

/** The prerendered landing pages, for the prerender list and the sitemap. */
export const landingPagePaths = (landings = loadLandingPages()): { path: string; indexed: boolean }[] =>
  landings.map((landing) => ({ path: familyPath("landingPage", landing.slug), indexed: landing.indexed }));

/**
 * A page's sections as its route hands them to the page: the chosen questions with their words (from content/faq.ts),
 * the integrations' names, the text's Markdown as HTML: the page's code then holds none of those files. Built at prerender time, so the Markdown reader stays on the server.
 */
export const landingSectionsView = (landing: LandingPage) =>
  landing.sections.map((section) => {
    if (section.type === "faq") {
      const { questions, ...rest } = section;
      return { ...rest, items: questions.flatMap((id) => faqItems.filter((item) => item.id === id)) };
    }
    if (section.type === "integrations")
      return {
        ...section,
        integrations: loadIntegrations().map(({ slug, name, logo }) => ({ slug, name, logo: integrationLogo(logo) })),
      };
    if (section.type === "contactSales") {
      const { formTitle, requiredNote } = pageCopy("contactSales").labels;
      return { ...section, labels: { formTitle, requiredNote } };
    }
    if (section.type === "text") {
      const { body, ...rest } = section;
      return { ...rest, html: renderMarkdown(body) };
    }
    return section;
  });

export type LandingSectionView = ReturnType<typeof landingSectionsView>[number];

/**
 * The landing pages, one file each in content/landing-pages (core/pages.ts `landingPage.members`): read, checked and,
 * like the blog's posts, left out of the site until their publish time. Server and build only: it touches the files.
 */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { LandingPageContent } from "#core/content-schemas/landing-page.ts";
import { familyPath } from "#core/page-paths.ts";
import { isPublishedAt } from "./blog-post.ts";
import { contentFacts } from "./facts.ts";
import { readMembers } from "./folder-members.server.ts";
import { projectFolder, readOncePer } from "./read-once.server.ts";

export type LandingPage = LandingPageContent & { slug: string };

/** Whether a page is out at `now`: it has no publish time, or that time has come. */
export const isLandingPageOut = (landing: Pick<LandingPage, "published">, now: Date): boolean =>
  landing.published === undefined || isPublishedAt({ published: landing.published }, now);

/** Every landing page of the folder under `root`, checked already by the build (core/content-validation.ts). */
export const readLandingPages = (root: string): LandingPage[] =>
  readMembers<LandingPageContent>("landingPage", root).map((landing) => fillPlaceholders(landing, contentFacts));

/** The landing pages out when the build (or server) first reads them; a scheduled one waits for a later build. */
export const loadLandingPages: () => LandingPage[] = readOncePer(projectFolder, (root) => {
  const now = new Date();
  return readLandingPages(root).filter((landing) => isLandingPageOut(landing, now));
});

/** The prerendered landing pages, for the prerender list and the sitemap. */
export const landingPagePaths = (landings = loadLandingPages()): { path: string; indexed: boolean }[] =>
  landings.map((landing) => ({ path: familyPath("landingPage", landing.slug), indexed: landing.indexed }));

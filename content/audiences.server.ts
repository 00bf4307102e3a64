/**
 * The audience pages, one file each in content/audiences (core/pages.ts `audience.members`): an editor adds or deletes
 * one in /admin. Server and build only: the top-level route's loader hands a page its audience.
 */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { Audience, AudienceContent } from "#core/content-schemas/audience.ts";
import type { FeaturesPageContent } from "#core/content-schemas/features-page.ts";
import type { IntegrationContent } from "#core/content-schemas/integration.ts";
import type { IntegrationLogoDrawing } from "#core/integration-logos.ts";
import { familyPath } from "#core/page-paths.ts";
import { contentFacts } from "./facts.ts";
import { readMembers } from "./folder-members.server.ts";
import { integrationLogo } from "./integration-logos.server.ts";
import { loadIntegrations } from "./integrations.server.ts";
import { featuresPageCopy } from "./pages/features.ts";
import { projectFolder, readOncePer } from "./read-once.server.ts";
import { type SampleExcerpt, sampleExcerpt } from "./samples.ts";

export const readAudiences = (root: string): Audience[] =>
  fillPlaceholders(readMembers<AudienceContent>("audience", root), contentFacts);

/** The audiences as the build (or server) first reads them, in the order of their files' names. */
export const loadAudiences: () => Audience[] = readOncePer(projectFolder, readAudiences);

/** The prerendered audience pages, for the prerender list and the sitemap. */
export const audiencePaths = (audiences = loadAudiences()): { path: string; indexed: boolean }[] =>
  audiences.map((audience) => ({ path: familyPath("audience", audience.slug), indexed: true }));

/** What an audience page's opening draws: its market, its PRD (/features' unless it has its own), the Jira page's stories, its story, its interviews or its portfolio. */
export type AudiencePicture =
  | { kind: "market-sizing" }
  | { kind: "prd-draft"; visual: FeaturesPageContent["hero"]["visual"] }
  | { kind: "stories-to-jira"; visual: IntegrationContent["heroVisual"]; logo: IntegrationLogoDrawing }
  | { kind: "story-spec"; visual: NonNullable<Audience["story"]> }
  | { kind: "interview-synthesis"; visual: NonNullable<Audience["interviews"]> }
  | { kind: "portfolio"; visual: NonNullable<Audience["portfolio"]> };

export const audiencePicture = (audience: Audience): AudiencePicture => {
  if (audience.picture === "prd-draft") return { kind: "prd-draft", visual: audience.draft ?? featuresPageCopy.hero.visual };
  const jira = audience.picture === "stories-to-jira" && loadIntegrations().find(({ slug }) => slug === "jira");
  if (jira) return { kind: "stories-to-jira", visual: jira.heroVisual, logo: integrationLogo(jira.logo) };
  if (audience.picture === "story-spec" && audience.story) return { kind: "story-spec", visual: audience.story };
  if (audience.picture === "interview-synthesis" && audience.interviews)
    return { kind: "interview-synthesis", visual: audience.interviews };
  if (audience.picture === "portfolio" && audience.portfolio) return { kind: "portfolio", visual: audience.portfolio };
  return { kind: "market-sizing" };
};

/** The sample table that stands beside an audience's workflows, and the link to its whole document, if it names one. */
export type AudienceSample = { link: NonNullable<Audience["sample"]>; excerpt: SampleExcerpt };

export const audienceSample = ({ sample }: Audience): AudienceSample | null =>
  sample ? { link: sample, excerpt: sampleExcerpt(sample.slug, sample.excerpt) } : null;

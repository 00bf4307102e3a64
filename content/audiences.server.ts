/**
 * The audience pages, one file each in content/audiences (core/pages.ts `audience.members`): an editor adds or deletes
 * one in /admin. Server and build only: the top-level route's loader hands a page its audience.
 */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { Audience, AudienceContent } from "#core/content-schemas/audience.ts";
import { familyPath } from "#core/page-paths.ts";
import { contentFacts } from "./facts.ts";
import { readMembers } from "./folder-members.server.ts";
import { projectFolder, readOncePer } from "./read-once.server.ts";

export const readAudiences = (root: string): Audience[] =>
  fillPlaceholders(readMembers<AudienceContent>("audience", root), contentFacts);

/** The audiences as the build (or server) first reads them, in the order of their files' names. */
export const loadAudiences: () => Audience[] = readOncePer(projectFolder, readAudiences);

/** The prerendered audience pages, for the prerender list and the sitemap. */
export const audiencePaths = (audiences = loadAudiences()): { path: string; indexed: boolean }[] =>
  audiences.map((audience) => ({ path: familyPath("audience", audience.slug), indexed: true }));

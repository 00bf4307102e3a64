/**
 * The native integrations, one page each, from the files of content/integrations (core/pages.ts
 * `integration.members`): an editor adds or deletes one in /admin. Server and build only: pages get what they show
 * through their loaders.
 */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { IntegrationContent } from "#core/content-schemas/integration.ts";
import type { IntegrationBadge } from "#core/integration-logos.ts";
import { familyPath } from "#core/page-paths.ts";
import { readMembers } from "./folder-members.server.ts";
import { integrationLogo } from "./integration-logos.server.ts";
import { projectFolder, readOncePer } from "./read-once.server.ts";
import { brandFacts } from "./site.ts";

/** An integration's page; its slug is its file's name. */
export type Integration = IntegrationContent & { slug: string };

/** In the order of their positions, then of their files' names. */
export const readIntegrations = (root: string): Integration[] =>
  fillPlaceholders(readMembers<IntegrationContent>("integration", root), brandFacts).sort(
    (a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY),
  );

/** The integrations as the build (or server) first reads them. */
export const loadIntegrations: () => Integration[] = readOncePer(projectFolder, readIntegrations);

/** Each integration as a row of them shows it: its slug, its name and its logo's drawing. */
export const integrationBadges = (integrations = loadIntegrations()): IntegrationBadge[] =>
  integrations.map(({ slug, name, logo }) => ({ slug, name, logo: integrationLogo(logo) }));

/** The prerendered integration pages, for the prerender list and the sitemap. */
export const integrationPaths = (integrations = loadIntegrations()): { path: string; indexed: boolean }[] =>
  integrations.map((integration) => ({ path: familyPath("integration", integration.slug), indexed: true }));

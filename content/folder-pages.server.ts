/** The pages of every family whose members are files of a folder, for the prerender list, the sitemap and the sweeps. */
import { audiencePaths } from "./audiences.server.ts";
import { integrationPaths } from "./integrations.server.ts";
import { landingPagePaths } from "./landing-pages.server.ts";

export const folderPagePaths = (): { path: string; indexed: boolean }[] => [
  ...integrationPaths(),
  ...audiencePaths(),
  ...landingPagePaths(),
];

/**
 * Where the content manager lives and whom it talks to: read by the build step that writes it, the server's policy
 * for its pages and the local editing command.
 */

/** The CMS's page; its files sit under it. */
export const CMS_PATH = "/admin";

/** GitHub's REST and GraphQL API, which the CMS's GitHub backend calls from the editor's browser. */
export const CMS_GITHUB_API_ORIGIN = "https://api.github.com";

/** Whether a URL path is the CMS's page or one of its files. */
export const isCmsPath = (urlPath: string): boolean => urlPath === CMS_PATH || urlPath.startsWith(`${CMS_PATH}/`);

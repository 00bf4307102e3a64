/**
 * The content manager against a scratch copy of the project: the project's sources (what the build reads) copied into
 * a temporary git repository with node_modules linked, the local CMS in the proxy's git mode (the editorial workflow:
 * each change a branch, published by merging into main), then a pages-only production build OF THAT COPY into its own
 * build folder, served by the real server. The build must read the copy: content JSON is imported by relative imports
 * from content/*.ts, so a build from the project root would read the project's own files.
 * Nothing here touches the project's own content/ or build/.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { type LocalCms, startLocalCms } from "#scripts/cms.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";
import { type BuildTiming, timedBuild } from "#tooling/timed-build.ts";
import { projectCopy } from "./project-copy.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/** How long the CMS may take to load or publish an entry: its local proxy reads and writes git, slowly on a busy machine. */
export const CMS_ANSWER_MS = 60_000;

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=CMS test", "-c", "user.email=cms-test@example.com", ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

/** The project's sources as the build sees them (project-copy.ts), committed on main in a repository of their own. */
const scratchRepository = (): string => {
  const root = projectCopy("northstar-cms-");
  git(root, "init", "--quiet", "--initial-branch=main");
  // The link is a file to git, which `node_modules/` in .gitignore does not match; the proxy commits with `git add .`.
  appendFileSync(join(root, ".git", "info", "exclude"), "/node_modules\n/build\n");
  git(root, "add", "-A");
  git(root, "commit", "--quiet", "--no-verify", "--no-gpg-sign", "-m", "The project as the test found it");
  return root;
};

export type CmsWorkspace = {
  /** The scratch repository: its content/ is what the CMS edits and what the build reads. */
  root: string;
  blogDirectory: string;
  cms: LocalCms;
  /**
   * Builds the copy and serves it; the server stops with the test. Pages only, unless `whole` asks for everything a
   * deploy has (precompressed files, the content manager), which the budget check reads.
   */
  rebuildAndServe: (options?: { whole?: boolean }) => Promise<ServerProcess>;
  /** Builds the copy (pages only) and answers whether it built and what it printed, for edits the build must refuse. */
  tryBuild: () => Promise<{ ok: true; timing: BuildTiming } | { ok: false; output: string }>;
};

export const test = base.extend<{ workspace: CmsWorkspace }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  workspace: async ({}, use) => {
    const root = scratchRepository();
    const cms = await startLocalCms({
      repositoryDirectory: root,
      adminPort: 0,
      proxyPort: await freeLoopbackPort(),
      mode: "git",
    });
    const servers: ServerProcess[] = [];
    const outputDirectory = join(root, "build");
    const build = (pagesOnly = true) => timedBuild({ projectRoot: root, outputDirectory, pagesOnly });
    const rebuildAndServe = async ({ whole = false } = {}) => {
      await build(!whole);
      const server = await startServer({ BUILD_DIR: join(outputDirectory, "client"), LOG_LEVEL: "warn" });
      servers.push(server);
      return server;
    };
    const tryBuild = async () => {
      try {
        return { ok: true as const, timing: await build() };
      } catch (error) {
        return { ok: false as const, output: (error as Error).message };
      }
    };
    try {
      await use({ root, blogDirectory: join(root, "content", "blog"), cms, rebuildAndServe, tryBuild });
    } finally {
      for (const server of servers) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      await cms.stop();
      rmSync(root, { recursive: true, force: true });
    }
  },
});

/**
 * The CMS confirms with the browser's own dialogs (publishing, leaving unsaved changes), which Playwright would
 * dismiss: say yes to each. A dialog the page closed itself by navigating on is gone by the time it is answered.
 */
export const acceptDialogs = (page: Page) => {
  page.on("dialog", (dialog) => dialog.accept().catch(() => undefined));
};

/** Signs in to the local proxy, which needs no account: its sign-in is one button. */
export const signIn = async (page: Page, adminUrl: string) => {
  acceptDialogs(page);
  await page.goto(adminUrl);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Blog posts" }).first()).toBeVisible();
};

/**
 * The editorial workflow from the entry's editor: save (a draft, on its own branch), set the status to In review, then
 * Ready, then publish (the branch is merged into main).
 */
export const saveReviewAndPublish = async (page: Page) => {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Status:/ })).toBeVisible({ timeout: CMS_ANSWER_MS });
  for (const status of ["In review", "Ready"]) {
    await page.getByRole("button", { name: /^Status:/ }).click();
    await page.getByRole("menuitem", { name: status }).click();
    await expect(page.getByRole("button", { name: new RegExp(`^Status: ${status}`) })).toBeVisible();
  }
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  // The proxy has merged the branch once the CMS says so; the next entry opened reads main.
  await expect(page.getByText("Entry published", { exact: true })).toBeVisible({ timeout: CMS_ANSWER_MS });
};

/** Opens an entry of the site's content and waits for its data: `field`, a text field it fills, has a value. */
export const openContentEntry = async (page: Page, adminUrl: string, entry: string, field: string) => {
  await page.goto(`${adminUrl}#/collections/pages/entries/${entry}`);
  // A fresh load: right after a publish, another file of the same collection opened by its address alone (a hash
  // change, no reload) comes up empty in Decap 3.16. An editor who goes back through the collection's list does not
  // meet this (tried by hand); a test that jumps by address reloads.
  await page.reload();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({ timeout: CMS_ANSWER_MS });
  await expect(page.getByLabel(field, { exact: true }).first()).not.toHaveValue("");
};

/**
 * The content manager against a scratch copy of content/: the local CMS (decap-server on a free port, /admin
 * pointed at it), then a production build of that copy into a scratch BUILD_OUT_DIR, served by the real server.
 * Nothing here touches the project's own content/ or build/.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test as base } from "@playwright/test";
import { type LocalCms, startLocalCms } from "#scripts/cms.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";
import { timedBuild } from "#tooling/timed-build.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");

export type CmsWorkspace = {
  /** The scratch repository: its content/ is what the CMS edits. */
  root: string;
  blogDirectory: string;
  cms: LocalCms;
  /** Builds the site from the scratch content/blog and serves it; the server stops with the test. */
  rebuildAndServe: () => Promise<ServerProcess>;
};

export const test = base.extend<{ workspace: CmsWorkspace }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  workspace: async ({}, use) => {
    const root = mkdtempSync(join(tmpdir(), "northstar-cms-"));
    cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
    // Prerendering imports the server bundle from the output folder; its dependencies resolve from here.
    symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
    const cms = await startLocalCms({ repositoryDirectory: root, adminPort: 0, proxyPort: await freeLoopbackPort() });
    const servers: ServerProcess[] = [];
    const blogDirectory = join(root, "content", "blog");
    const rebuildAndServe = async () => {
      const outputDirectory = join(root, "build");
      await timedBuild({ projectRoot, outputDirectory, blogDirectory, pagesOnly: true });
      const server = await startServer({ BUILD_DIR: join(outputDirectory, "client"), LOG_LEVEL: "warn" });
      servers.push(server);
      return server;
    };
    try {
      await use({ root, blogDirectory, cms, rebuildAndServe });
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

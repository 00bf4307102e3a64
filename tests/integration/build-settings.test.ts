/**
 * The build refuses a malformed VITE_* setting before it bundles anything: one line naming the variable, rather than
 * pages whose canonical URLs, sitemap and feeds carry the mistake.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "..", "..");

const scratch = mkdtempSync(join(tmpdir(), "northstar-build-settings-"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run build` with these variables, its output in a scratch folder. */
const build = (env: Record<string, string>) =>
  spawnSync("npm", ["run", "--silent", "build"], {
    cwd: projectRoot,
    env: { ...process.env, BUILD_OUT_DIR: join(scratch, "out"), ...env },
    encoding: "utf8",
    timeout: 240_000,
  });

/**
 * The output's lines without the bundler's own note on slow plugins, which Rolldown prints while it bundles the Vite
 * config on a busy machine (that bundle takes no options).
 */
const ownLines = (output: string) =>
  output
    .replace(/^.*\[PLUGIN_TIMINGS\][\s\S]*?#bundlertimings for more details\.\n/m, "")
    .trim()
    .split("\n");

describe("a build with a malformed VITE_* setting", () => {
  it("stops before bundling, with one line naming the variable and what it expects", () => {
    const result = build({ VITE_SITE_URL: "northstar.app", VITE_POSTHOG_PROXY: "yes" });
    expect(result.status).toBe(1);
    expect(ownLines(result.stderr)).toEqual([
      'VITE_SITE_URL is "northstar.app": expected a URL like https://northstar.app.',
      'VITE_POSTHOG_PROXY is "yes": expected 1 (on) or 0 (off).',
    ]);
    expect(existsSync(join(scratch, "out", "client", "index.html"))).toBe(false);
  });
});

/**
 * An edit /admin accepts must build and pass: a copy of the project gets an editor's day of edits, then its unit tests,
 * its build and its budgets run on it as CI would run them, and the built pages show the edits in Inter.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_DESCRIPTION_MAX } from "#core/content-schemas/plans.ts";
import { formatPrice } from "#core/format-price.ts";
import { applyEditorEdits, type EditorEdits, scratchCopy } from "#tests/support/editor-edits.ts";
import { charactersMissingFrom } from "#tooling/font-coverage.ts";
import { projectRoot } from "#tooling/project-root.ts";

/** Runs a command in the copy; its last lines too, so the test's message says what went red. */
const run = (root: string, command: string, args: string[]): Promise<{ status: number | null; output: string }> => {
  // As CI's shell has it: not the test runner's NODE_ENV=test (React's development build) or its own variables.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && name !== "BUILD_OUT_DIR" && !name.startsWith("VITEST")),
  );
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const lines: string[] = [];
    const keep = (line: string) => {
      lines.push(line);
      if (lines.length > 40) lines.shift();
    };
    createInterface({ input: child.stdout }).on("line", keep);
    createInterface({ input: child.stderr }).on("line", keep);
    child.once("error", reject);
    child.once("close", (status) => resolveRun({ status, output: lines.join("\n") }));
  });
};

describe("an editor's day of edits", () => {
  let root: string;
  let edits: EditorEdits;

  beforeAll(() => {
    root = scratchCopy(projectRoot);
    edits = applyEditorEdits(root, PLAN_DESCRIPTION_MAX);
  });

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("passes the unit tests", async () => {
    const { status, output } = await run(root, "npx", ["vitest", "run", "--project", "unit", "--reporter=dot"]);
    expect(status, output).toBe(0);
  }, 180_000);

  it("builds, within every budget, and shows the edits in Inter", async () => {
    const build = await run(root, "npm", ["run", "--silent", "build"]);
    expect(build.status, build.output).toBe(0);
    const budgets = await run(root, join(root, "node_modules", ".bin", "node"), ["scripts/check-budgets.ts"]);
    expect(budgets.status, budgets.output).toBe(0);

    const client = join(root, "build", "client");
    const home = readFileSync(join(client, "index.html"), "utf8");
    const pricing = readFileSync(join(client, "pricing", "index.html"), "utf8");
    expect(home).toContain(edits.headline.replace("&", "&amp;"));
    expect(pricing).toContain(formatPrice(edits.startupPrice));
    expect(pricing).toContain(edits.pricingLabel.replace("&", "&amp;"));
    for (const description of edits.planDescriptions) expect(pricing).toContain(description.trim());

    // The one font the built stylesheet names, as the pages fetch it.
    const fonts = readdirSync(join(client, "assets")).filter((file) => file.endsWith(".woff2"));
    expect(fonts).toHaveLength(1);
    const font = readFileSync(join(client, "assets", fonts[0] ?? ""));
    expect(home).toContain(`/assets/${fonts[0]}`);
    expect(charactersMissingFrom(font, edits.headline + edits.faqAnswer + edits.pricingLabel)).toEqual([]);
  }, 300_000);
});

/**
 * An editor's day of edits, for the content manager's end-to-end test (tests/e2e/cms-content.spec.ts): the words and
 * figures it types in /admin, the edits it makes in the files, and a runner for the copy's own tests and build, so
 * that an edit the CMS accepts is shown never to turn the build red.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** Runs a command in the copy as CI's shell would; its last lines too, so the test's message says what went red. */
export const runIn = (root: string, command: string, args: string[]): Promise<{ status: number | null; output: string }> => {
  // Not the test runner's own variables (NODE_ENV=test would make React's development build).
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

const editJson = <T>(root: string, file: string, edit: (content: T) => void) => {
  const path = join(root, file);
  const content = JSON.parse(readFileSync(path, "utf8")) as T;
  edit(content);
  writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
};

/** What the editor types in /admin, and the label it renames in the files. */
export const EDITOR_EDITS = {
  startupPrice: 260,
  headline: "Product discovery in days, not weeks — naïvely fast €.",
  faqId: "pay-in-euros",
  faqQuestion: "Can I pay in euros?",
  faqAnswer: "Yes — we invoice in € for teams in the EU; the price is the dollar price at the day's rate, naïve as that sounds.",
  pricingLabel: "Plans & prices",
} as const;

type Plans = { plans: { description: string }[] };
type Navigation = { main: { label: string; page: string }[] };

/** Descriptions in words /pricing does not use elsewhere: what brotli compresses least, as an editor might write. */
const LONG_DESCRIPTIONS = [
  "Ideal for bootstrapped makers juggling prototypes, customer calls and fundraising who crave quick clarity on demand, pricing and viability before hiring anyone.",
  "Built for venture-backed squads iterating weekly: synthesize interviews, benchmark rivals, quantify opportunity and hand engineers crisp tickets every Tuesday morning.",
  "Suited to multinational portfolios coordinating dozens of squads, regional launches, compliance reviews and quarterly budgeting cycles across every subsidiary worldwide.",
];

/**
 * The edits made in the files of `root`: every plan's description as long as its field allows, and the Pricing link's
 * label. Returns the descriptions, for the test to look for on the built page.
 */
export const lengthenPlanDescriptionsAndRenamePricing = (root: string, planDescriptionMax: number): string[] => {
  const descriptions: string[] = [];
  editJson<Plans>(root, "content/plans.json", (content) => {
    content.plans.forEach((plan, index) => {
      const long = LONG_DESCRIPTIONS[index % LONG_DESCRIPTIONS.length] ?? "";
      plan.description = long.repeat(Math.ceil(planDescriptionMax / long.length)).slice(0, planDescriptionMax);
      descriptions.push(plan.description);
    });
  });
  editJson<Navigation>(root, "content/navigation.json", (content) => {
    const pricing = content.main.find((link) => link.page === "pricing");
    if (!pricing) throw new Error("content/navigation.json has no link to the pricing page");
    pricing.label = EDITOR_EDITS.pricingLabel;
  });
  return descriptions;
};

/**
 * Edits an editor may make in /admin, applied to a copy of the project: the acceptance test builds and tests the copy
 * to show that an edit the CMS accepts never turns the build red.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A copy of the project's files (tracked, and new ones not ignored), staged in a new repository, beside a link to its node_modules. */
export const scratchCopy = (projectRoot: string): string => {
  const copy = mkdtempSync(join(tmpdir(), "northstar-editor-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    // A node_modules that is itself a link is no folder to .gitignore's "node_modules/".
    .filter((file) => file !== "" && file !== "node_modules");
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(projectRoot, file), join(copy, file));
    } catch (error) {
      // A tracked file deleted in the working tree is not part of the copy.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"), "dir");
  // Some tests list the project's files with git.
  execFileSync("git", ["init", "--quiet"], { cwd: copy });
  execFileSync("git", ["add", "--all"], { cwd: copy });
  return copy;
};

const editJson = <T>(root: string, file: string, edit: (content: T) => void) => {
  const path = join(root, file);
  const content = JSON.parse(readFileSync(path, "utf8")) as T;
  edit(content);
  writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
};

/** What the edits put in place, for the test to look for in the built pages. */
export type EditorEdits = {
  startupPrice: number;
  headline: string;
  faqQuestion: string;
  faqAnswer: string;
  planDescriptions: string[];
  pricingLabel: string;
};

export const EDITOR_EDITS = {
  startupPrice: 260,
  headline: "Product discovery in days, not weeks — naïvely fast €.",
  faqQuestion: "Can I pay in euros?",
  faqAnswer: "Yes — we invoice in € for teams in the EU; the price is the dollar price at the day's rate, naïve as that sounds.",
  pricingLabel: "Plans & prices",
} as const;

type Plans = { plans: { id: string; price: number; originalPrice: number; description: string }[] };
type Home = { hero: { headline: string } };
type Faq = { groups: string[]; items: Record<string, unknown>[] };
type Navigation = { main: { label: string; page: string }[] };

/** Descriptions in words /pricing does not use elsewhere: what brotli compresses least, as an editor might write. */
const LONG_DESCRIPTIONS = [
  "Ideal for bootstrapped makers juggling prototypes, customer calls and fundraising who crave quick clarity on demand, pricing and viability before hiring anyone.",
  "Built for venture-backed squads iterating weekly: synthesize interviews, benchmark rivals, quantify opportunity and hand engineers crisp tickets every Tuesday morning.",
  "Suited to multinational portfolios coordinating dozens of squads, regional launches, compliance reviews and quarterly budgeting cycles across every subsidiary worldwide.",
];

/**
 * Applies an editor's day of edits to `root`: the Startup plan's price, the home headline with characters the copy never
 * had, a new FAQ answer, every plan's description as long as its field allows, and the Pricing link's label.
 */
export const applyEditorEdits = (root: string, planDescriptionMax: number): EditorEdits => {
  const descriptions: string[] = [];
  editJson<Plans>(root, "content/plans.json", (content) => {
    content.plans.forEach((plan, index) => {
      if (plan.id === "startup") {
        plan.price = EDITOR_EDITS.startupPrice;
        plan.originalPrice = Math.max(plan.originalPrice, plan.price);
      }
      const long = LONG_DESCRIPTIONS[index % LONG_DESCRIPTIONS.length] ?? "";
      plan.description = long.repeat(Math.ceil(planDescriptionMax / long.length)).slice(0, planDescriptionMax);
      descriptions.push(plan.description);
    });
  });
  editJson<Home>(root, "content/home.json", (content) => {
    content.hero.headline = EDITOR_EDITS.headline;
  });
  editJson<Faq>(root, "content/faq.json", (content) => {
    content.items.push({
      id: "pay-in-euros",
      group: content.groups[0],
      question: EDITOR_EDITS.faqQuestion,
      answer: EDITOR_EDITS.faqAnswer,
      onHome: false,
      inHomeStructuredData: false,
    });
  });
  editJson<Navigation>(root, "content/navigation.json", (content) => {
    const pricing = content.main.find((link) => link.page === "pricing");
    if (!pricing) throw new Error("content/navigation.json has no link to the pricing page");
    pricing.label = EDITOR_EDITS.pricingLabel;
  });
  return { ...EDITOR_EDITS, planDescriptions: descriptions };
};

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentProblems } from "#core/content-validation.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const scratchRoots: string[] = [];

/** A copy of content/ with one file changed by `edit`; returns the problems the build would print. */
// biome-ignore lint/suspicious/noExplicitAny: each test edits a file's parsed JSON the way an editor would, by hand.
const problemsAfter = (file: string, edit: (data: any) => void): string[] => {
  const root = mkdtempSync(join(tmpdir(), "northstar-content-"));
  scratchRoots.push(root);
  cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  edit(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
  return contentProblems(root);
};

afterEach(() => {
  for (const root of scratchRoots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the content files", () => {
  it("as committed have no problem", () => {
    expect(contentProblems(projectRoot)).toEqual([]);
  });

  it("refuse an empty headline, naming the file and the field", () => {
    expect(problemsAfter("content/home.json", (home) => (home.hero.headline = "  "))).toEqual([
      "content/home.json: hero.headline: must not be empty",
    ]);
  });

  it("refuse a price that is not a positive whole number", () => {
    expect(problemsAfter("content/plans.json", (plans) => (plans.plans[1].price = -240))).toEqual([
      "content/plans.json: plans[1].price: must be a positive number",
    ]);
    expect(problemsAfter("content/plans.json", (plans) => (plans.plans[0].price = "20"))).toEqual([
      "content/plans.json: plans[0].price: must be a number",
    ]);
  });

  it("refuse a second plan marked most popular", () => {
    expect(problemsAfter("content/plans.json", (plans) => (plans.plans[2].popular = true))).toEqual([
      "content/plans.json: plans: exactly one plan must be marked most popular; Startup and Growth are",
    ]);
  });

  it("refuse an icon the site does not draw", () => {
    const [problem] = problemsAfter("content/home.json", (home) => (home.solution.features[0].icon = "Rocket"));
    expect(problem).toMatch(/^content\/home\.json: solution\.features\[0\]\.icon: must be one of CalendarDays, Code, /);
  });

  it("refuse a 14th question on the home page, which shows 13", () => {
    const problems = problemsAfter("content/faq.json", (faq) =>
      faq.items.push({ ...faq.items[0], id: "one-more", inHomeStructuredData: false }),
    );
    expect(problems).toEqual(['content/faq.json: items: the home page shows 13 questions; 14 are marked "On the home page"']);
  });

  it("accept a question added to /faqs only", () => {
    expect(
      problemsAfter("content/faq.json", (faq) =>
        faq.items.push({ ...faq.items[0], id: "one-more", onHome: false, inHomeStructuredData: false }),
      ),
    ).toEqual([]);
  });

  it("refuse a placeholder that names no fact", () => {
    const [problem] = problemsAfter("content/faq.json", (faq) => (faq.items[5].answer = "From {plans.startr.price}."));
    expect(problem).toMatch(/^content\/faq\.json: items\[5\]\.answer: \{plans\.startr\.price\} names no fact; /);
    expect(problem).toContain("(ids: solo-founder, startup, growth)");
  });

  it("refuse a price written as a figure outside the plans, so an answer cannot disagree with them", () => {
    expect(problemsAfter("content/faq.json", (faq) => (faq.items[5].answer = "Startup is $240 per month."))).toEqual([
      "content/faq.json: items[5].answer: a price is written as a figure; name it with a placeholder such as {plans.startup.price}, so it follows content/plans.json",
    ]);
  });

  it("refuse a link to a page that does not exist, or to a family without saying which member", () => {
    const [unknown] = problemsAfter("content/home.json", (home) => (home.solution.features[1].link.page = "featurez"));
    expect(unknown).toMatch(/^content\/home\.json: solution\.features\[1\]\.link\.page: must be the id of a page: home, /);
    expect(problemsAfter("content/home.json", (home) => (home.solution.features[1].link = { page: "integration" }))).toEqual([
      'content/home.json: solution.features[1].link.slug: "integration" is a family of pages: say which one with a slug',
    ]);
  });

  it("name a file that is not valid JSON", () => {
    const root = mkdtempSync(join(tmpdir(), "northstar-content-"));
    scratchRoots.push(root);
    cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
    writeFileSync(join(root, "content/home.json"), "{ hero: ");
    expect(contentProblems(root)[0]).toMatch(/^content\/home\.json: cannot be read as JSON: /);
  });
});

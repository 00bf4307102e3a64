import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { CmsField } from "decap-cms-core";
import { afterEach, describe, expect, it } from "vitest";
import { faqItems } from "#content/faq.ts";
import { isLandingPageOut, landingPagePaths, readLandingPages } from "#content/landing-pages.server.ts";
import { contentFolders } from "#core/content-files.ts";
import { landingSectionSchema } from "#core/content-schemas/landing-page.ts";
import { contentProblems } from "#core/content-validation.ts";
import { buildCmsConfig, contentEntryName } from "#scripts/build-steps/cms-config.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const scratchRoots: string[] = [];
const DAY_MS = 86_400_000;
const folder = contentFolders.find(({ page }) => page === "landingPage")!;
const [shipped] = readLandingPages(projectRoot);

/** A scratch copy of content/ with the shipped landing page changed by `edit`, and the file's name in it. */
// biome-ignore lint/suspicious/noExplicitAny: each test edits the page's parsed JSON the way an editor would, by hand.
const copyWith = (edit: (data: any) => void): { root: string; file: string } => {
  const root = mkdtempSync(join(tmpdir(), "northstar-landing-"));
  scratchRoots.push(root);
  cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  const file = `${folder!.folder}/${shipped!.slug}.json`;
  const data = JSON.parse(readFileSync(join(root, file), "utf8"));
  edit(data);
  writeFileSync(join(root, file), JSON.stringify(data, null, 2));
  return { root, file };
};

afterEach(() => {
  for (const root of scratchRoots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("a landing page's file", () => {
  it("is refused with an unknown section, naming the file and the section", () => {
    const { root, file } = copyWith((page) => page.sections.push({ type: "carousel", heading: "Slides" }));
    const problems = contentProblems(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file}: sections\\[\\d+\\]\\.type: must be a section the site has`));
  });

  it("is refused with an empty heading, naming the file and the field", () => {
    const { root, file } = copyWith((page) => {
      page.sections[0].heading = " ";
    });
    expect(contentProblems(root)).toEqual([`${file}: sections[0].heading: must not be empty`]);
  });

  it("is refused when it names a question the FAQ does not hold", () => {
    const { root, file } = copyWith((page) =>
      page.sections.push({ type: "faq", heading: "Questions", questions: [faqItems[0]!.id, "no-such-question"] }),
    );
    const index = JSON.parse(readFileSync(join(root, file), "utf8")).sections.length - 1;
    expect(contentProblems(root)).toEqual([
      `${file}: sections[${index}].questions[1]: "no-such-question" is not a question of content/faq.json; use the id of one there`,
    ]);
  });

  it("is refused without a hero first, which holds the page's h1", () => {
    const { root, file } = copyWith((page) => page.sections.reverse());
    expect(contentProblems(root)).toEqual([
      `${file}: sections: must open with one hero, and hold no other: the hero holds the page's h1`,
    ]);
  });

  it("is refused when its file name is not a slug", () => {
    const { root } = copyWith(() => undefined);
    writeFileSync(join(root, folder!.folder, "Spring Launch.json"), "{}");
    expect(contentProblems(root)).toEqual([
      `${folder!.folder}/Spring Launch.json: file name: "Spring Launch" is not a slug; name the file with lowercase words joined by hyphens`,
    ]);
  });
});

describe("a scheduled landing page", () => {
  const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

  it("is out from its publish time, and at once without one", () => {
    const now = new Date();
    expect(isLandingPageOut({ published: at(1) }, now)).toBe(false);
    expect(isLandingPageOut({ published: at(-1) }, now)).toBe(true);
    expect(isLandingPageOut({ published: at(-1).slice(0, 10) }, now)).toBe(true);
    expect(isLandingPageOut({}, now)).toBe(true);
  });

  it("is among the built pages only when indexed, and the sitemap follows `indexed`", () => {
    const paths = landingPagePaths([
      { ...shipped!, slug: "indexed" },
      { ...shipped!, slug: "campaign-only", indexed: false },
    ]);
    expect(paths).toEqual([
      { path: "/lp/indexed", indexed: true },
      { path: "/lp/campaign-only", indexed: false },
    ]);
  });
});

describe("the landing pages in the content manager", () => {
  const collection = buildCmsConfig({ env: {} }).collections.find((entry) => entry.folder === folder!.folder);
  const sections = collection?.fields?.find((field) => field.name === "sections") as CmsField & {
    types: (CmsField & { fields: CmsField[] })[];
  };

  it("creates pages in the folder, one kind of section per section the site has", () => {
    expect(collection).toMatchObject({ create: true, format: "json", preview_path: "lp/{{slug}}" });
    expect(sections.types.map((type) => type.name)).toEqual(
      landingSectionSchema.options.map((option) => option.shape.type.value),
    );
  });

  it("offers only the FAQ's questions, chosen from its entry", () => {
    const faq = sections.types.find((type) => type.name === "faq");
    const questions = faq?.fields.find((field) => field.name === "questions") as CmsField & { field: CmsField };
    expect(questions.field).toMatchObject({
      widget: "relation",
      collection: "pages",
      file: contentEntryName("content/faq.json"),
    });
  });
});

describe("the landing pages' form in the content manager", () => {
  it("gives every kind of section a field, which Decap requires", () => {
    const collection = buildCmsConfig({ env: {} }).collections.find((entry) => entry.folder === folder!.folder);
    const sections = collection?.fields?.find((field) => field.name === "sections") as CmsField & {
      types: (CmsField & { fields: CmsField[] })[];
    };
    for (const type of sections.types) expect(type.fields.length, type.name).toBeGreaterThan(0);
  });
});

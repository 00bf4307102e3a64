/**
 * Checks the content files as the build reads them: each against its schema, then what no single schema can see:
 * placeholders that name no fact, prices written as figures outside the plans, and pages linked by path rather than by id
 * (a link by id to a page that does not exist is the schemas' to refuse: core/content-schemas/page-link.ts).
 * Each problem is one line naming the file, the field and what is expected.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { RATINGS, sourcePlaceholder } from "./claim-placeholders.ts";
import { contentFacts } from "./content-facts.ts";
import {
  CLAIMS_FILE,
  type ContentFile,
  contentFiles,
  contentFolders,
  FAQ_FILE,
  PLANS_FILE,
  PRICING_FILE,
  REDIRECTS_FILE,
  SITE_FILE,
} from "./content-files.ts";
import { placeholdersIn } from "./content-placeholders.ts";
import { type ClaimsContent, claimsText } from "./content-schemas/claims.ts";
import { withoutEmptyFields } from "./content-schemas/empty-fields.ts";
import type { FaqContent } from "./content-schemas/faq.ts";
import type { LandingPageContent } from "./content-schemas/landing-page.ts";
import type { PlansContent } from "./content-schemas/plans.ts";
import type { PricingContent } from "./content-schemas/pricing.ts";
import type { RedirectsContent } from "./content-schemas/redirects.ts";
import type { SiteContent } from "./content-schemas/site.ts";
import { linkPath } from "./page-paths.ts";
import { type PageId, pageRoutes } from "./pages.ts";

type Path = readonly PropertyKey[];

/** "plans[1].price", as an editor finds it in the file. */
export const fieldPath = (path: Path): string =>
  path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`)).join("") ||
  "(the whole file)";

/** Each string in a value with the path that leads to it. */
const stringsIn = (value: unknown, path: Path = []): { path: Path; text: string }[] => {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...path, index]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => stringsIn(inner, [...path, key]));
  return [];
};

type Parsed = { entry: ContentFile; data: unknown };

const readAndParse = (root: string, entry: ContentFile, problems: string[]): Parsed | undefined => {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(root, entry.file), "utf8"));
  } catch (error) {
    problems.push(`${entry.file}: cannot be read as JSON: ${(error as Error).message}`);
    return undefined;
  }
  const result = (entry.schema as z.ZodType).safeParse(withoutEmptyFields(raw));
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${entry.file}: ${fieldPath(issue.path)}: ${issue.message}`);
    return undefined;
  }
  return { entry, data: result.data };
};

const isSlug = (name: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name);

/** Each file of the content folders (an integration, an audience, a landing page), as a content file checked by its folder's schema. */
const folderFiles = (root: string, problems: string[]): (ContentFile & { page: PageId; slug: string })[] =>
  contentFolders.flatMap((folder) => {
    let names: string[] = [];
    try {
      names = readdirSync(join(root, folder.folder)).filter((name) => name.endsWith(".json"));
    } catch {
      return [];
    }
    const { schema, label, description, sampleFields, planFields } = folder;
    return names.sort().flatMap((name) => {
      const file = `${folder.folder}/${name}`;
      const slug = name.replace(/\.json$/, "");
      if (!isSlug(slug)) {
        problems.push(`${file}: file name: "${slug}" is not a slug; name the file with lowercase words joined by hyphens`);
        return [];
      }
      const path = linkPath(folder.page, slug);
      const taken = pageRoutes.find((route) => route.path === path);
      if (taken) {
        problems.push(`${file}: file name: ${path} is the address of the ${taken.page} page; name the file otherwise`);
        return [];
      }
      return [{ file, schema, label, description, sampleFields, planFields, page: folder.page, slug }];
    });
  });

/** Every object in a value that links to a page by id and slug (a link, a redirect), with the path that leads to it. */
const pageLinksIn = (value: unknown, path: Path = []): { path: Path; page: string; slug: string }[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => pageLinksIn(item, [...path, index]));
  if (typeof value !== "object" || value === null) return [];
  const { page, slug } = value as { page?: unknown; slug?: unknown };
  const own = typeof page === "string" && typeof slug === "string" ? [{ path, page, slug }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, inner]) => pageLinksIn(inner, [...path, key]))];
};

/**
 * Links and redirects to a member of a folder family that has no file (a deleted audience or integration): the
 * schemas cannot see the folder, so they accept any slug there.
 */
const missingMemberLinks = (file: string, data: unknown, members: readonly { page: PageId; slug: string }[]): string[] =>
  pageLinksIn(data).flatMap(({ path, page: id, slug }) => {
    const folder = contentFolders.find((candidate) => candidate.page === id);
    if (!folder || members.some((member) => member.page === id && member.slug === slug)) return [];
    return [
      `${file}: ${fieldPath([...path, "slug"])}: "${slug}" names no file of ${folder.folder}; link to one that exists, or remove the link`,
    ];
  });

/** Every problem in the content files under root (the repository root), one line each; none when all is well. */
export const contentProblems = (root: string, files: readonly ContentFile[] = contentFiles): string[] => {
  const problems: string[] = [];
  const folders = folderFiles(root, problems);
  const parsed = [...files, ...folders].map((entry) => readAndParse(root, entry, problems));
  const dataOf = (file: string) => parsed.find((item) => item?.entry.file === file)?.data;
  const site = dataOf(SITE_FILE) as SiteContent | undefined;
  const plans = dataOf(PLANS_FILE) as PlansContent | undefined;
  // Without the facts, placeholders cannot be checked: the problems above already say why.
  if (!site || !plans) return problems;
  const facts = contentFacts(site, plans.plans);

  const planIds = plans.plans.map((plan) => plan.id);

  for (const item of parsed) {
    if (!item) continue;
    const { file, entryFacts = [], sampleFields = [], planFields = [] } = item.entry;
    problems.push(...missingMemberLinks(file, item.data, folders));
    for (const field of planFields) {
      const planId = (item.data as Record<string, unknown>)[field];
      if (typeof planId === "string" && !planIds.includes(planId))
        problems.push(`${file}: ${field}: "${planId}" is not a plan; use the id of one in ${PLANS_FILE} (${planIds.join(", ")})`);
    }
    for (const { path, text } of stringsIn(item.data)) {
      const where = `${file}: ${fieldPath(path)}`;
      for (const name of placeholdersIn(text)) {
        const known = name in facts || entryFacts.includes(name);
        if (!known)
          problems.push(
            `${where}: {${name}} names no fact; use {site.…} for a fact of content/site.json or {plans.<id>.price}, {plans.<id>.originalPrice}, {plans.<id>.name} for a plan (ids: ${planIds.join(", ")})${entryFacts.length > 0 ? `, or ${entryFacts.map((fact) => `{${fact}}`).join(", ")}` : ""}`,
          );
      }
      const sample = path.some((key) => sampleFields.includes(String(key)));
      if (file !== PLANS_FILE && !sample && /\$\s?\d/.test(text))
        problems.push(
          `${where}: a price is written as a figure; name it with a placeholder such as {plans.startup.price}, so it follows ${PLANS_FILE}`,
        );
      // A page's path is written once, in core/pages.ts; content names the page (core/content-schemas/page-link.ts).
      if (path.at(-1) === "href" && text.startsWith("/"))
        problems.push(
          `${where}: "${text}" is a path; link to a page by its id instead: { "page": …, "slug"?: …, "section"?: … }`,
        );
    }
  }
  problems.push(...crossFileProblems(dataOf));
  problems.push(...redirectsHidingMembers(dataOf(REDIRECTS_FILE) as RedirectsContent | undefined, folders));
  const faq = dataOf(FAQ_FILE) as FaqContent | undefined;
  if (faq)
    for (const { file } of folders) problems.push(...unknownQuestions(file, dataOf(file) as LandingPageContent | undefined, faq));
  return problems;
};

/** An old path that is a folder member's page: the redirect would hide it (the schema knows only fixed pages). */
const redirectsHidingMembers = (
  content: RedirectsContent | undefined,
  members: readonly { page: PageId; slug: string }[],
): string[] => {
  const paths = new Set(members.map((member) => linkPath(member.page, member.slug)));
  return (content?.redirects ?? []).flatMap(({ from }, index) =>
    paths.has(from)
      ? [`${REDIRECTS_FILE}: redirects[${index}].from: ${from} is the address of a page; a redirect would hide it`]
      : [],
  );
};

/** What one file names in another: each a line naming the file, the field and what it must match. */
const crossFileProblems = (dataOf: (file: string) => unknown): string[] => {
  const problems: string[] = [];
  const pricing = dataOf(PRICING_FILE) as PricingContent | undefined;
  const faq = dataOf(FAQ_FILE) as FaqContent | undefined;
  if (pricing && faq && !faq.groups.includes(pricing.billing.faqGroup))
    problems.push(
      `${PRICING_FILE}: billing.faqGroup: "${pricing.billing.faqGroup}" is not a group of ${FAQ_FILE} (${faq.groups.join(", ")})`,
    );
  const site = dataOf(SITE_FILE) as SiteContent | undefined;
  const claims = dataOf(CLAIMS_FILE) as ClaimsContent | undefined;
  if (site && claims) {
    const named = placeholdersIn(claimsText(claims.figures));
    for (const rating of RATINGS) {
      if (site.claims[rating].source && !named.includes(sourcePlaceholder(rating)))
        problems.push(
          `${CLAIMS_FILE}: figures: must name {${sourcePlaceholder(rating)}}: ${SITE_FILE} names where that rating comes from, and a visitor should see it`,
        );
    }
  }
  return problems;
};

/** The questions a landing page names that content/faq.json does not hold. */
const unknownQuestions = (file: string, landing: LandingPageContent | undefined, faq: FaqContent): string[] => {
  const ids = faq.items.map((item) => item.id);
  return (landing?.sections ?? []).flatMap((section, index) =>
    section.type === "faq"
      ? section.questions.flatMap((id, position) =>
          ids.includes(id)
            ? []
            : [
                `${file}: sections[${index}].questions[${position}]: "${id}" is not a question of ${FAQ_FILE}; use the id of one there`,
              ],
        )
      : [],
  );
};

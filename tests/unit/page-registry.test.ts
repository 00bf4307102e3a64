import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { notFound } from "#content/errors.ts";
import navigationFile from "#content/navigation.json" with { type: "json" };
import { footerColumns, mainNavigation } from "#content/navigation.ts";
import { navigationContentSchema } from "#core/content-schemas/navigation.ts";
import { type NamedPageId, pageCrumb } from "#core/page-names.ts";
import { familyPath, pagePaths, SLUG } from "#core/page-paths.ts";
import { pageLinkProblem, pages, unknownPageIds } from "#core/page-registry.ts";
import { pageRoutes } from "#core/page-routes.ts";
import { sitemapEntries } from "#scripts/build-steps/sitemap.ts";

const root = join(import.meta.dirname, "..", "..");

/** The registry's page at a path: a single page's path, or a family's path with a slug it knows. */
const pageAt = (path: string) =>
  pages.find((page) => {
    if (!page.path.includes(SLUG)) return page.path === path;
    const [before, after] = page.path.split(SLUG) as [string, string];
    if (!path.startsWith(before) || !path.endsWith(after)) return false;
    const slug = path.slice(before.length, path.length - after.length);
    return slug !== "" && !slug.includes("/") && (page.slugs === undefined || page.slugs.includes(slug));
  });

describe("the page registry", () => {
  it("resolves every page of the sitemap", () => {
    const unresolved = sitemapEntries()
      .map((entry) => entry.path.replace(/\/page\/\d+$/, ""))
      .filter((path) => !pageAt(path));
    expect(unresolved).toEqual([]);
  });

  it("lists in the sitemap exactly the pages it marks indexed", () => {
    for (const route of pageRoutes) expect(route.inSitemap, route.path).toBe(pageAt(route.path)?.indexed);
  });

  it("resolves every link of the header, the footer and the not-found page", () => {
    const links = [...mainNavigation, ...footerColumns.flatMap((column) => column.links), ...notFound.suggestions];
    // A link may open at a section of its page: the page is what must exist.
    const pathOf = (href: string) => href.split("#")[0] ?? href;
    expect(links.filter((link) => !pageAt(pathOf(link.href))).map((link) => link.href)).toEqual([]);
  });

  it("resolves every breadcrumb it names", () => {
    const named = pages.filter((page) => page.name && !page.path.includes(SLUG)).map((page) => page.id as NamedPageId);
    for (const id of named) expect(pageAt(pageCrumb(id).path)?.id).toBe(id);
  });

  it("names in the navigation exactly the pages it marks listed", () => {
    const linked = [...navigationFile.main, ...navigationFile.footer.flatMap((column) => column.links)];
    expect(unknownPageIds(linked.map((link) => link.page))).toEqual([]);
    expect(linked.map((link) => pageLinkProblem(link)).filter(Boolean)).toEqual([]);
    const listed = pages.filter((page) => page.listed).map((page) => page.id);
    expect([...new Set(linked.map((link) => link.page))].sort()).toEqual([...listed].sort());
  });

  it("refuses navigation content that names an unknown page or slug", () => {
    expect(unknownPageIds(["pricing", "prices", "features"])).toEqual(["prices"]);
    expect(pageLinkProblem({ page: "prices" })).toMatch(/no page has the id "prices"/);
    expect(pageLinkProblem({ page: "audience", slug: "astronauts" })).toMatch(/has no page "astronauts"/);
    expect(pageLinkProblem({ page: "audience" })).toMatch(/family of pages/);
    expect(pageLinkProblem({ page: "pricing", slug: "x" })).toMatch(/single page/);
    const broken = structuredClone(navigationFile);
    broken.main[0] = { label: "Prices", page: "prices" };
    expect(navigationContentSchema.safeParse(broken).success).toBe(false);
    expect(navigationContentSchema.safeParse(navigationFile).success).toBe(true);
  });
});

/** A page's path written as a string: in quotes or a template, alone or followed by a slug, an anchor or a query. */
const pathLiteralPattern = (): RegExp => {
  const paths = new Set<string>();
  for (const page of pages) {
    if (!page.path.includes(SLUG)) {
      if (page.path !== "/") paths.add(page.path);
      continue;
    }
    const prefix = page.path.slice(0, page.path.indexOf(SLUG));
    if (prefix !== "/") paths.add(prefix.replace(/\/$/, ""));
    for (const slug of page.slugs ?? []) paths.add(page.path.replace(SLUG, slug));
  }
  const escaped = [...paths].sort((a, b) => b.length - a.length).map((path) => path.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&"));
  return new RegExp(`["'\`](?:${escaped.join("|")})(?=["'\`/#?]|\\$\\{)`, "g");
};

const SCANNED = ["app", "core", "content", "server", "scripts", "tooling"];
/** The one module that writes paths. */
const ALLOWED = new Set(["core/page-paths.ts"]);

const sourceFiles = (directory: string): string[] =>
  readdirSync(join(root, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|mjs|js|json)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes("node_modules") && !ALLOWED.has(file));

describe("a page's path", () => {
  it("is found by the scan when written as a literal", () => {
    const pattern = pathLiteralPattern();
    const hits = (text: string) => text.match(pattern) ?? [];
    expect(hits(`{ label: "Pricing", href: "/pricing" }`)).toHaveLength(1);
    expect(hits("to={`/future#vision`}")).toHaveLength(1);
    expect(hits(`fetch('/contact-sales?x=1')`)).toHaveLength(1);
    expect(hits("`/integrations/$" + "{slug}`")).toHaveLength(1);
    expect(hits(`"/privacy-policy"`)).toHaveLength(1);
    expect(hits(`"/functions/v1/send-contact-sales"`)).toHaveLength(0);
    expect(hits(`"/og/home.png"`)).toHaveLength(0);
    expect(hits(`familyPath("integration", "jira")`)).toHaveLength(0);
  });

  it("is written only in core/page-paths.ts", () => {
    const pattern = pathLiteralPattern();
    const literals = SCANNED.flatMap(sourceFiles).flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (line.match(pattern) ?? []).map((hit) => `${file}:${index + 1}: ${hit.slice(1)}`)),
    );
    expect(literals).toEqual([]);
  });

  it("of a family member comes from the family's path", () => {
    expect(familyPath("integration", "jira")).toBe(`${pagePaths.integrations}/jira`);
  });
});

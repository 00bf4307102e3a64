import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { notFound } from "#content/errors.ts";
import { memberFiles } from "#content/folder-members.server.ts";
import navigationFile from "#content/navigation.json" with { type: "json" };
import { footerColumns, mainNavigation } from "#content/navigation.ts";
import { breadcrumbTrail, pageCopy } from "#content/page-copy.server.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { navigationContentSchema } from "#core/content-schemas/navigation.ts";
import { pagePaths } from "#core/page-path-map.ts";
import { familyPath, linkHref } from "#core/page-paths.ts";
import { SLUG } from "#core/page-slugs.ts";
import { type NamedPageId, pageLinkProblem, pageRoutes, pages, siteRoutes, unknownPageIds } from "#core/pages.ts";
import { sitemapEntries } from "#scripts/build-steps/sitemap.ts";

const root = join(import.meta.dirname, "..", "..");

/** The registry's page at a path: a single page's path, or a family's path with a slug it knows. */
const pageAt = (path: string) =>
  pages.find((page) => {
    if (!page.path.includes(SLUG)) return page.path === path;
    const [before, after] = page.path.split(SLUG) as [string, string];
    if (!path.startsWith(before) || !path.endsWith(after)) return false;
    const slug = path.slice(before.length, path.length - after.length);
    const members = page.members && memberFiles(page.id, root).map((member) => member.slug);
    const slugs = page.slugs ?? members;
    return slug !== "" && !slug.includes("/") && (slugs === undefined || slugs.includes(slug));
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

  it("has a module for every page it routes, and a copy file its schema accepts for every page", () => {
    for (const route of siteRoutes) expect(existsSync(join(root, "app", route.file)), route.file).toBe(true);
    for (const { id, copy } of pages) {
      const file = join(root, copy.file);
      expect(existsSync(file), `${id}: ${copy.file}`).toBe(true);
      const parsed = copy.schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
      expect(parsed.error?.issues ?? [], `${id}: ${copy.file}`).toEqual([]);
    }
  });

  it("routes every single page at its path, and every family at its path with a slug", () => {
    const routed = new Set(siteRoutes.flatMap((route) => route.pages));
    for (const page of pages.filter((page) => page.route)) expect(routed.has(page.id), page.id).toBe(true);
    for (const route of siteRoutes) {
      const paths = route.pages.map((id) => pagePaths[id]);
      for (const path of paths) expect(route.path.replace(/\/\*$/, "")).toBe(path);
    }
  });

  it("resolves every breadcrumb it names", () => {
    const named = pages.filter((page) => "name" in pageCopy(page.id) && !page.path.includes(SLUG));
    expect(named.length).toBeGreaterThan(0);
    for (const { id } of named) {
      const crumb = breadcrumbTrail(id as NamedPageId).at(-1);
      expect(pageAt(crumb?.path ?? "")?.id).toBe(id);
    }
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
    expect(pageLinkProblem({ page: "sample", slug: "astronauts" })).toMatch(/has no page "astronauts"/);
    expect(pageLinkProblem({ page: "sample" })).toMatch(/family of pages/);
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
/** The one module that writes paths: the declarations. */
const ALLOWED = new Set(["core/pages.ts"]);

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

  it("is written only in core/pages.ts", () => {
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

describe("a page's name", () => {
  it("is its copy's: an editor's rename reaches its breadcrumbs and its BreadcrumbList data", () => {
    const copies = mkdtempSync(join(tmpdir(), "page-names-"));
    try {
      cpSync(join(root, "content"), join(copies, "content"), { recursive: true });
      const file = join(copies, pages.find((page) => page.id === "future")?.copy.file ?? "");
      const renamed = `${JSON.parse(readFileSync(file, "utf8")).name} ahead`;
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), name: renamed }));
      vi.spyOn(process, "cwd").mockReturnValue(copies);
      const trail = breadcrumbTrail("future");
      expect(trail.at(-1)).toEqual({ name: renamed, path: linkHref({ page: "future" }) });
      const listed = breadcrumbJsonLd(trail).itemListElement as unknown as { name: string }[];
      expect(listed.map((item) => item.name)).toEqual(trail.map((crumb) => crumb.name));
      expect(listed.at(-1)?.name).toBe(renamed);
    } finally {
      vi.restoreAllMocks();
      rmSync(copies, { recursive: true, force: true });
    }
  });

  it("leads every trail with the home page's, from its copy", () => {
    expect(breadcrumbTrail("pricing")[0]).toEqual({ name: pageCopy("home").name, path: linkHref({ page: "home" }) });
  });
});

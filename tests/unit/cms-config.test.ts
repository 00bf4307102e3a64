import type { CmsCollection, CmsField } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadBlogPosts } from "#content/blog.server.ts";
import { blogFrontMatterSchema } from "#content/blog-front-matter.ts";
import { contentFiles } from "#core/content-files.ts";
import { legalFrontMatterSchema } from "#core/legal-documents.server.ts";
import { legalDocumentSlugs } from "#core/page-slugs.ts";
import {
  buildCmsConfig,
  CMS_FOLDERS,
  CMS_LOGO,
  CONTENT_COLLECTION,
  cmsConfigYaml,
  contentEntryName,
  laterThan,
} from "#scripts/build-steps/cms-config.ts";
import { cmsFieldsOf } from "#scripts/build-steps/cms-fields.ts";

const config = buildCmsConfig({ env: {} });
const collection = (name: string): CmsCollection => {
  const found = config.collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no ${name} collection`);
  return found;
};
const fieldNames = (fields: CmsField[] = []) => fields.map((field) => field.name);
/** One field with its widget's options, as plain data. */
const field = (fields: CmsField[] = [], name: string): Record<string, unknown> => ({
  ...fields.find((candidate) => candidate.name === name),
});

describe("the content manager's configuration", () => {
  it("edits the blog folder the build reads, one Markdown file with front matter per post", () => {
    const blog = collection("blog");
    expect(blog).toMatchObject({
      folder: CMS_FOLDERS.blog,
      extension: "md",
      format: "frontmatter",
      create: true,
      slug: "{{slug}}",
    });
  });

  it("has a field for every front matter field of a post, under the same name, and the body", () => {
    const names = fieldNames(collection("blog").fields);
    expect(names.filter((name) => name !== "body").sort()).toEqual(Object.keys(blogFrontMatterSchema.shape).sort());
    expect(names).toContain("body");
  });

  it("writes dates as YYYY-MM-DD without a time, and tags as a list", () => {
    const fields = collection("blog").fields;
    for (const name of ["published", "modified"])
      expect(field(fields, name)).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    // A time written in the file by hand schedules a post to the minute.
    expect(blogFrontMatterSchema.shape.published.safeParse("2026-12-01T09:00:00+01:00").success).toBe(true);
    expect(field(fields, "tags")).toMatchObject({ widget: "list", min: 1 });
  });

  it("offers the posts' categories, and holds titles and descriptions to the schema's limits", () => {
    const fields = collection("blog").fields;
    const sections = [...new Set(loadBlogPosts().map((post) => post.section))].sort();
    expect(field(fields, "section")).toMatchObject({ widget: "select", options: sections });
    expect(sections.length).toBeGreaterThan(0);
    const [titlePattern] = field(fields, "title").pattern as [string, string];
    expect(new RegExp(titlePattern).test("x".repeat(120))).toBe(true);
    expect(new RegExp(titlePattern).test("x".repeat(121))).toBe(false);
    const [descriptionPattern] = field(fields, "description").pattern as [string, string];
    expect(new RegExp(descriptionPattern).test("x".repeat(161))).toBe(false);
  });

  it("lists every legal document by its file, with the legal front matter fields", () => {
    const legal = collection("legal");
    expect(legal.files?.map((file) => file.file)).toEqual(legalDocumentSlugs.map((slug) => `content/legal/${slug}.md`));
    for (const file of legal.files ?? [])
      expect(
        fieldNames(file.fields)
          .filter((name) => name !== "body")
          .sort(),
      ).toEqual(Object.keys(legalFrontMatterSchema.shape).sort());
  });

  it("saves to GitHub in production, and to the local proxy only when asked", () => {
    expect(config.backend).toMatchObject({ name: "github", branch: "main" });
    expect(config.local_backend).toBeUndefined();
    expect(buildCmsConfig({ env: {}, localBackendUrl: "http://127.0.0.1:8081/api/v1" }).local_backend).toEqual({
      url: "http://127.0.0.1:8081/api/v1",
    });
    const configured = buildCmsConfig({
      env: { CMS_GITHUB_REPO: "acme/site", CMS_GITHUB_BRANCH: "live", CMS_AUTH_URL: "https://auth.example.com/" },
    });
    expect(configured.backend).toMatchObject({ repo: "acme/site", branch: "live", base_url: "https://auth.example.com" });
  });

  it("is written as YAML the CMS can read", () => {
    const text = cmsConfigYaml({ env: {} });
    expect(text.startsWith("#")).toBe(true);
    expect(JSON.parse(text.replace(/^#.*\n/, ""))).toEqual(JSON.parse(JSON.stringify(config)));
  });
});

describe("the content files in the content manager", () => {
  const pages = collection(CONTENT_COLLECTION);

  it("offers every content file of core/content-files.ts as a JSON entry, its form from the file's schema", () => {
    expect(pages).toMatchObject({ format: "json", extension: "json" });
    expect(pages.files?.map((file) => file.file)).toEqual(contentFiles.map((entry) => entry.file));
    for (const entry of contentFiles) {
      const file = pages.files?.find((candidate) => candidate.file === entry.file);
      expect(file).toMatchObject({ name: contentEntryName(entry.file), label: entry.label, description: entry.description });
      expect(file?.fields).toEqual(cmsFieldsOf(entry.schema));
    }
  });

  it("offers a file registered later with no more work", () => {
    const extra = {
      file: "content/pages/pricing.json",
      schema: z.object({ title: z.string() }),
      label: "Pricing",
      description: "x",
    };
    const withExtra = buildCmsConfig({ env: {}, files: [...contentFiles, extra] });
    const entry = withExtra.collections[0]?.files?.at(-1);
    expect(entry).toMatchObject({ name: "pages-pricing", file: extra.file, preview_path: "pricing" });
  });

  it("keeps the blog, each folder of pages (integrations, audiences, landing pages) and the legal documents as their own collections", () => {
    expect(config.collections.map((candidate) => candidate.name)).toEqual([
      CONTENT_COLLECTION,
      "blog",
      "integrations",
      "audiences",
      "landing-pages",
      "legal",
    ]);
  });

  it("creates an audience in /admin, its address made from its readers, and no longer lists one as a fixed file", () => {
    const audiences = config.collections.find((candidate) => candidate.name === "audiences");
    expect(audiences).toMatchObject({ folder: "content/audiences", create: true, identifier_field: "readers" });
    const files = config.collections.flatMap((candidate) => candidate.files ?? []).map((entry) => entry.file);
    expect(files.filter((file) => file.startsWith("content/audiences/"))).toEqual([]);
  });

  it("publishes through the editorial workflow, under Northstar's logo", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.logo).toEqual({ src: CMS_LOGO, show_in_header: true });
    expect(CMS_LOGO.startsWith("/admin/")).toBe(true);
    expect(buildCmsConfig({ env: {}, localBackendUrl: "http://127.0.0.1:8081/api/v1", localBranch: "work" }).backend.branch).toBe(
      "work",
    );
  });

  it("lists the posts scheduled after today under Scheduled", () => {
    const scheduled = new RegExp(laterThan(new Date("2026-11-26T15:00:00Z")));
    for (const later of ["2026-11-27", "2026-12-01T09:00:00+00:00", "2027-01-01", "2036-06-30"]) {
      expect(scheduled.test(later), later).toBe(true);
    }
    for (const earlier of ["2026-11-26", "2026-11-26T23:00:00+00:00", "2026-10-30", "2025-12-31", "2026-01-28"]) {
      expect(scheduled.test(earlier), earlier).toBe(false);
    }
  });
});

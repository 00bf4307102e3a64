/**
 * The content manager's configuration (Decap CMS's config.yml), written from the same schemas and lists the build
 * reads, so the CMS saves exactly the front matter the build accepts.
 */
import type { CmsBackend, CmsCollection, CmsCollectionFile, CmsConfig, CmsField } from "decap-cms-core";
import type { z } from "zod";
import { blogCategoryNames } from "#content/blog-categories.ts";
import { blogFrontMatterSchema } from "#content/blog-front-matter.ts";
import { site } from "#content/site.ts";
import { CMS_GITHUB_API_ORIGIN, CMS_PATH } from "#core/cms.ts";
import { type ContentFile, type ContentFolder, contentFiles, contentFolders } from "#core/content-files.ts";
import { legalFrontMatterSchema } from "#core/legal-documents.server.ts";
import { familyPath, linkHref, linkPath } from "#core/page-paths.ts";
import { legalDocumentSlugs } from "#core/page-slugs.ts";
import { isFamily, type PageId, pages } from "#core/pages.ts";
import { cmsFieldsOf } from "./cms-fields.ts";

/** Where the CMS reads and writes, relative to the repository root (the same folders the build reads). */
export const CMS_FOLDERS = { blog: "content/blog", legal: "content/legal", media: "public/images/blog" } as const;

/** The categories an editor can choose for a post (its `section`): the blog's own list, the one the build checks. */
export const blogCategories = (): string[] => [...blogCategoryNames].sort();

/** The production backend: GitHub, signed in through an OAuth provider; every save is a commit on the branch. */
export const githubBackend = (env: Record<string, string | undefined> = process.env): CmsBackend => ({
  name: "github",
  repo: env.CMS_GITHUB_REPO || "northstar/website",
  branch: env.CMS_GITHUB_BRANCH || "main",
  api_root: CMS_GITHUB_API_ORIGIN,
  ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL.replace(/\/$/, ""), auth_endpoint: env.CMS_AUTH_ENDPOINT || "auth" } : {}),
  commit_messages: {
    create: "Content: add {{collection}} “{{slug}}”",
    update: "Content: edit {{collection}} “{{slug}}”",
    delete: "Content: delete {{collection}} “{{slug}}”",
    uploadMedia: "Content: upload “{{path}}”",
    deleteMedia: "Content: delete “{{path}}”",
  },
});

const lengthRule = (label: string, max: number | null): Pick<CmsField, "pattern"> =>
  max === null ? {} : { pattern: [`^[\\s\\S]{1,${max}}$`, `${label}: at most ${max} characters.`] };

/** A date the build reads as `YYYY-MM-DD`, picked without a time or a time zone. */
/**
 * A pattern that matches the dates (YYYY-MM-DD, with or without a time) after the day of `now`, up to ten years on: the build writes
 * the CMS anew every hour, so its Scheduled filter lists what the next builds will publish.
 */
export const laterThan = (now: Date): string => {
  const [year, month, day] = now.toISOString().slice(0, 10).split("-").map(Number) as [number, number, number];
  const two = (value: number) => String(value).padStart(2, "0");
  const after = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from) }, (_, index) => two(from + index + 1)).join("|");
  const laterMonths = after(month, 12);
  const laterDays = after(day, 31);
  return [
    `^(${Array.from({ length: 10 }, (_, index) => year + index + 1).join("|")})-`,
    ...(laterMonths ? [`^${year}-(${laterMonths})-`] : []),
    ...(laterDays ? [`^${year}-${two(month)}-(${laterDays})`] : []),
  ].join("|");
};

const dateField = (name: string, label: string, hint: string): CmsField => ({
  name,
  label,
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
  default: "{{now}}",
  hint,
});

/** The Markdown body: the blocks the site's article styles cover, code and images included. */
const bodyField: CmsField = {
  name: "body",
  label: "Body",
  widget: "markdown",
  buttons: ["bold", "italic", "code", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: ["image", "code-block"],
  modes: ["rich_text", "raw"],
};

const blogShape = blogFrontMatterSchema.shape;

const blogFields = (): CmsField[] => [
  { name: "title", label: "Title", widget: "string", ...lengthRule("Title", blogShape.title.maxLength) },
  {
    name: "description",
    label: "Description",
    widget: "text",
    hint: "One or two sentences: shown under the title, in search results and in share previews.",
    ...lengthRule("Description", blogShape.description.maxLength),
  },
  dateField(
    "published",
    "Published",
    "The day the post first appears. A day to come schedules it: it stays off the site until then, and the first build of that day (they run hourly) publishes it. Scheduled, in the list of posts, shows what is waiting.",
  ),
  dateField("modified", "Modified", "The day of the last change a reader would notice."),
  { name: "author", label: "Author", widget: "string" },
  { name: "section", label: "Category", widget: "select", options: blogCategories() },
  {
    name: "tags",
    label: "Tags",
    widget: "list",
    min: 1,
    hint: "Separated by commas, e.g. roadmap, discovery.",
  },
  {
    name: "image",
    label: "Share image",
    widget: "string",
    required: false,
    hint: "A path on the site, e.g. /og/blog/my-post.png. Leave empty and the build draws one.",
    pattern: ["^/", "A path on this site, starting with /."],
  },
  bodyField,
];

const legalShape = legalFrontMatterSchema.shape;

const legalFields = (): CmsField[] => [
  { name: "title", label: "Title", widget: "string" },
  { name: "description", label: "Description", widget: "text", ...lengthRule("Description", legalShape.description.maxLength) },
  { name: "keywords", label: "Keywords", widget: "list", min: 1, hint: "Separated by commas." },
  dateField("updated", "Last updated", "Shown at the top of the document."),
  bodyField,
];

const titleOf = (slug: string) => slug.replace(/-/g, " ").replace(/^./, (first) => first.toUpperCase());

/** The logo on the sign-in screen and in the header: the site's own mark (public/favicon.svg), not the CMS vendor's. */
export const CMS_LOGO = `${CMS_PATH}/logo.svg`;

/** The collection of the content files: the site's facts and every page's copy, one entry per JSON file. */
export const CONTENT_COLLECTION = "pages";
/** The posts' collection. */
export const BLOG_COLLECTION = "blog";

/** An entry's name in /admin and its branch name in the editorial workflow: "content/pages/pricing.json" → "pages-pricing". */
export const contentEntryName = (file: string): string =>
  file
    .replace(/^content\//, "")
    .replace(/\.json$/, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .toLowerCase();

/**
 * The page that shows an entry (the page whose copy it is, or the page it names as `shownOn`), opened by the editor's
 * "View preview" when a deploy preview exists; Decap wants it without the leading slash.
 */
export const previewPathOf = (entry: ContentFile): string | undefined => {
  const single = pages.find((page) => page.copy.file === entry.file && !isFamily(page.id));
  const path = single?.path ?? (entry.shownOn ? linkHref(entry.shownOn) : undefined);
  return path?.slice(1);
};

const contentEntry = (entry: ContentFile): CmsCollectionFile => {
  const previewPath = previewPathOf(entry);
  return {
    name: contentEntryName(entry.file),
    label: entry.label,
    description: entry.description,
    file: entry.file,
    ...(previewPath === undefined ? {} : { preview_path: previewPath }),
    fields: cmsFieldsOf(entry.schema),
  };
};

/** A folder of pages (the landing pages): each file one page, created in /admin; Scheduled lists those waiting. */
/** Whether a folder's files may wait for a publish time (the landing pages): the CMS then lists the scheduled ones. */
const isScheduled = (folder: ContentFolder): boolean => "published" in ((folder.schema as z.ZodObject).shape ?? {});

const folderCollection = (folder: ContentFolder & { page: PageId }): CmsCollection => ({
  name: contentEntryName(folder.folder),
  label: folder.label,
  label_singular: folder.labelSingular,
  description: folder.description,
  folder: folder.folder,
  format: "json",
  extension: "json",
  create: true,
  slug: "{{slug}}",
  identifier_field: folder.identifierField ?? "name",
  ...(isScheduled(folder)
    ? {
        summary: "{{name}} · {{published}}",
        view_filters: [{ label: "Scheduled", field: "published", pattern: laterThan(new Date()) }],
      }
    : {}),
  preview_path: linkPath(folder.page, "{{slug}}").slice(1),
  fields: cmsFieldsOf(folder.schema),
});

export type CmsConfigOptions = {
  /** The local proxy (decap-server) the CMS uses instead of GitHub when opened on localhost: development only. */
  localBackendUrl?: string;
  /** The branch the local proxy publishes to (its git mode): the branch checked out where `npm run cms` runs. */
  localBranch?: string;
  env?: Record<string, string | undefined>;
  /** The content files offered; every file of core/content-files.ts unless given. */
  files?: readonly ContentFile[];
};

export const buildCmsConfig = ({
  localBackendUrl,
  localBranch,
  env = process.env,
  files = contentFiles,
}: CmsConfigOptions = {}): CmsConfig => ({
  backend: { ...githubBackend(env), ...(localBackendUrl && localBranch ? { branch: localBranch } : {}) },
  ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
  // Draft, in review, ready: on GitHub each change is a branch and a pull request, published only when merged.
  publish_mode: "editorial_workflow",
  site_url: site.url,
  display_url: site.url,
  logo: { src: CMS_LOGO, show_in_header: true },
  locale: "en",
  media_folder: CMS_FOLDERS.media,
  public_folder: `/${CMS_FOLDERS.media.replace(/^public\//, "")}`,
  // File names become URLs: lowercase ASCII words joined by hyphens, as the build requires.
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  collections: [
    {
      name: CONTENT_COLLECTION,
      label: "Site and pages",
      label_singular: "Page",
      description: `Every page's copy and the site's facts: one JSON file each, checked against its schema before every build.`,
      format: "json",
      extension: "json",
      files: files.map(contentEntry),
    },
    {
      name: BLOG_COLLECTION,
      label: "Blog posts",
      label_singular: "Blog post",
      description: "Each post is a Markdown file in content/blog; its file name is its address.",
      folder: CMS_FOLDERS.blog,
      extension: "md",
      format: "frontmatter",
      create: true,
      slug: "{{slug}}",
      identifier_field: "title",
      summary: "{{title}} · {{published}}",
      sortable_fields: ["published", "title", "section"],
      view_filters: [{ label: "Scheduled", field: "published", pattern: laterThan(new Date()) }],
      preview_path: familyPath("blogPost", "{{slug}}").slice(1),
      fields: blogFields(),
    },
    ...contentFolders.map(folderCollection),
    {
      name: "legal",
      label: "Legal documents",
      label_singular: "Legal document",
      format: "frontmatter",
      files: legalDocumentSlugs.map((slug) => ({
        name: slug,
        label: titleOf(slug),
        file: `${CMS_FOLDERS.legal}/${slug}.md`,
        preview_path: familyPath("legalDocument", slug).slice(1),
        fields: legalFields(),
      })),
    },
  ],
});

/** config.yml's text. JSON is YAML, and the CMS parses it as such; no YAML writer is needed. */
export const cmsConfigYaml = (options: CmsConfigOptions = {}): string =>
  `# Written by the build from scripts/build-steps/cms-config.ts: edit that file, not this one.\n${JSON.stringify(buildCmsConfig(options), null, 2)}\n`;

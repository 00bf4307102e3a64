/**
 * What the loaders of the pages drawn from a file of their own would give them, made from the editor's draft of that
 * file: a post, a legal document, a landing page, an integration, an audience. The build reads the file instead
 * (content/blog.server.ts, core/legal-documents.server.ts, content/landing-pages.server.ts,
 * content/integrations.server.ts, content/audiences.server.ts); both make the page with the same functions.
 */
import { parseBlogFrontMatter } from "#content/blog-front-matter.ts";
import { postFromSource } from "#content/blog-post-source.ts";
import { legalDocumentBuild } from "#content/consent.ts";
import { contentFacts } from "#content/facts.ts";
import { landingSectionsView } from "#content/landing-sections.ts";
import { landingPageCopy } from "#content/pages/landing-page.ts";
import { brandFacts } from "#content/site.ts";
import { buildSettings } from "#core/build-settings.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import { audienceContentSchema } from "#core/content-schemas/audience.ts";
import { withoutEmptyFields } from "#core/content-schemas/empty-fields.ts";
import { integrationContentSchema } from "#core/content-schemas/integration.ts";
import { landingSectionsSchema } from "#core/content-schemas/landing-page.ts";
import { legalMarkdownForBuild } from "#core/legal-markdown.ts";
import { renderMarkdown } from "#core/markdown.ts";
import { previewIntegrations, previewLogos } from "./preview-integrations.ts";

type Draft = Record<string, unknown>;

const bodyOf = (draft: Draft): string => (typeof draft.body === "string" ? draft.body : "");
/** The front matter of a draft: its fields but the body, without those Decap leaves empty. */
const frontMatterOf = (draft: Draft): Draft =>
  Object.fromEntries(Object.entries(draft).filter(([key, value]) => key !== "body" && value !== "" && value !== null));

/** What a draft lacks, field by field, for the preview's one line. */
const problemsOf = (error: { issues: { path: PropertyKey[]; message: string }[] }, prefix = ""): string =>
  error.issues.map((issue) => `${prefix}${issue.path.join(".")}: ${issue.message}`).join("; ");

export const draftLoaders: Record<string, (slug: string | undefined, draft: Draft) => Record<string, unknown>> = {
  blogPost: (slug, draft) => {
    const parsed = parseBlogFrontMatter(frontMatterOf(draft));
    if (!parsed.success) throw new Error(parsed.problems.join("; "));
    return { post: postFromSource(slug ?? "", parsed.data, bodyOf(draft)), related: [], crumbs: [] };
  },
  legalDocument: (slug, draft) => ({
    kind: "legal-document",
    slug,
    crumbs: [],
    document: {
      ...frontMatterOf(draft),
      html: renderMarkdown(legalMarkdownForBuild(bodyOf(draft), legalDocumentBuild(Boolean(buildSettings.analytics)))),
    },
  }),
  // The preview draws the sections alone: the page's head is not on it.
  landingPage: (_slug, draft) => {
    const parsed = landingSectionsSchema.safeParse(withoutEmptyFields(draft.sections ?? []));
    if (!parsed.success) throw new Error(problemsOf(parsed.error, "sections."));
    return {
      sections: landingSectionsView({ sections: fillPlaceholders(parsed.data, contentFacts) }, previewIntegrations),
      words: landingPageCopy,
    };
  },
  integration: (slug, draft) => {
    const parsed = integrationContentSchema.safeParse(withoutEmptyFields(draft));
    if (!parsed.success) throw new Error(problemsOf(parsed.error));
    const integration = { slug: slug ?? "", ...fillPlaceholders(parsed.data, brandFacts) };
    return { integration, logo: previewLogos[integration.logo], crumbs: [] };
  },
  audience: (slug, draft) => {
    const parsed = audienceContentSchema.safeParse(withoutEmptyFields(draft));
    if (!parsed.success) throw new Error(problemsOf(parsed.error));
    return {
      kind: "audience",
      audience: { slug: slug ?? "", ...fillPlaceholders(parsed.data, contentFacts) },
      crumbs: [],
      jsonLd: [],
    };
  },
};

/**
 * What the loaders of the pages drawn from a Markdown file would give them, made from the editor's draft of that
 * file: a post, a legal document. The build reads the file instead (content/blog.server.ts,
 * core/legal-documents.server.ts); both make the page with the same functions.
 */
import { parseBlogFrontMatter } from "#content/blog-front-matter.ts";
import { postFromSource } from "#content/blog-post-source.ts";
import { legalDocumentFacts } from "#content/consent.ts";
import { buildSettings } from "#core/build-settings.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import { renderMarkdown } from "#core/markdown.ts";

type Draft = Record<string, unknown>;

const bodyOf = (draft: Draft): string => (typeof draft.body === "string" ? draft.body : "");
/** The front matter of a draft: its fields but the body, without those Decap leaves empty. */
const frontMatterOf = (draft: Draft): Draft =>
  Object.fromEntries(Object.entries(draft).filter(([key, value]) => key !== "body" && value !== "" && value !== null));

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
      html: renderMarkdown(fillPlaceholders(bodyOf(draft), legalDocumentFacts(Boolean(buildSettings.analytics)))),
    },
  }),
};

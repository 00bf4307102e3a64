/**
 * The pages the preview draws with their route module, by page id. This file is the type; the preview's bundler
 * (scripts/build-steps/cms-preview-bundle.ts) writes its contents from core/pages.ts, one entry per page with a
 * module but the blog's lists, which need every post.
 */
import type { ComponentType } from "react";

export type PreviewedPage = {
  // biome-ignore lint/suspicious/noExplicitAny: each route module types its own props from its loader.
  Component: ComponentType<any>;
  /**
   * What the page's loader would give it, as far as its module reads it: the slug and no breadcrumb, or, for a page
   * drawn from Markdown, the page made from the draft (draft-loaders.ts).
   */
  loaderData: (slug?: string, draft?: Record<string, unknown>) => Record<string, unknown>;
};

export const previewedPages: Record<string, PreviewedPage> = {};

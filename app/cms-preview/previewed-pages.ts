/**
 * The pages the preview draws with their route module, by page id. This file is the type; the preview's bundler
 * (scripts/build-steps/cms-preview-bundle.ts) writes its contents from core/pages.ts, one entry per page whose
 * module needs only its slug (the blog's pages and the legal documents, which need their loader, keep their own
 * templates in cms-preview.ts).
 */
import type { ComponentType } from "react";

export type PreviewedPage = {
  // biome-ignore lint/suspicious/noExplicitAny: each route module types its own props from its loader.
  Component: ComponentType<any>;
  /** What the page's loader would give it, as far as its module reads it: the slug, no breadcrumb. */
  loaderData: (slug?: string) => Record<string, unknown>;
};

export const previewedPages: Record<string, PreviewedPage> = {};

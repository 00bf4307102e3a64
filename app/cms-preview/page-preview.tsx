/**
 * The content manager's preview of a page, drawn by the site's own route modules and frame (bundled for /admin by
 * scripts/build-steps/cms-preview-bundle.ts, never for the site). The bundle is evaluated again for every draft, with
 * the draft in place of its content file, so every accessor in content/ fills its placeholders and derives its facts
 * from the draft exactly as the build would.
 */
import { createContext, useContext } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, Outlet, useRouteError } from "react-router";
import { DialogsProvider } from "#app/components/dialogs/dialogs-context.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { previewedPages } from "./previewed-pages.ts";

export type PreviewTarget = { file?: string; page: string; slug?: string; path: string };

const IncompleteMessage = createContext("");

/** The site's frame, as root.tsx draws it, without what needs the running site (analytics, dialogs' forms, toasts). */
function PreviewFrame() {
  return (
    <DialogsProvider>
      <SiteHeader />
      <main id="main" className="min-h-dvh pt-[var(--header-height)]">
        <Outlet />
      </main>
      <SiteFooter />
    </DialogsProvider>
  );
}

/** Shown in place of the page while a draft is incomplete (a field emptied, a list item half made). */
function IncompleteDraft() {
  const error = useRouteError();
  return (
    <p role="status" className="mx-auto max-w-xl px-6 py-24 text-center text-ink-600">
      {useContext(IncompleteMessage)} ({error instanceof Error ? error.message : String(error)})
    </p>
  );
}

/**
 * Draws the page `target` names into `container`, in the site's frame; returns the root to unmount it. `draft` is the
 * page's own source when the target names no content file (a post, a legal document).
 */
export const renderPreview = (
  container: Element,
  target: PreviewTarget,
  incompleteMessage: string,
  draft?: Record<string, unknown>,
): Root => {
  const root = createRoot(container);
  const page = previewedPages[target.page];
  if (!page) return root;
  const Stub = createRoutesStub([
    {
      id: "frame",
      Component: PreviewFrame,
      children: [{ id: "page", path: target.path, Component: page.Component, ErrorBoundary: IncompleteDraft }],
    },
  ]);
  root.render(
    <IncompleteMessage.Provider value={incompleteMessage}>
      <Stub
        initialEntries={[target.path]}
        hydrationData={{ loaderData: { page: page.loaderData(target.slug, target.file ? undefined : draft) } }}
      />
    </IncompleteMessage.Provider>,
  );
  return root;
};

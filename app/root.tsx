import { useEffect } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import { HYDRATED_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { Analytics } from "#app/components/consent/analytics.tsx";
import { DeferredToaster } from "#app/components/deferred-toaster.tsx";
import { DialogsProvider } from "#app/components/dialogs/dialogs-context.tsx";
import { SiteDialogs } from "#app/components/dialogs/site-dialogs.tsx";
import { NavigationProgress } from "#app/components/layout/navigation-progress.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { NotFoundPage, notFoundHead } from "#app/components/not-found/not-found-page.tsx";
import { captureFirstTouch, carryCampaignToSignUp } from "#app/lib/attribution.ts";
import { unexpectedError } from "#content/errors.ts";
import { navigationCopy } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { buildSettings } from "#core/build-settings.ts";
import { isNotFoundPrerender } from "#core/page-paths.ts";
import { pageTitle } from "#core/truncate.ts";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} blog`, href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#06161d" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * The not-found page is prerendered from a request the root refuses with a 404, so the page holds exactly the state
 * that any unknown URL reaches in the browser (a 404 at the root) and hydrates wherever the server sends it.
 * Build only: route middleware never runs in the browser.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    if (isNotFoundPrerender(request)) throw data(null, { status: 404, statusText: "Not Found" });
  },
];

/** Only an error reaches the root's head: every page has its own, and a failed route shows this route's boundary. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  return isNotFound(error)
    ? notFoundHead()
    : [{ title: pageTitle(unexpectedError.title, site.name) }, { name: "robots", content: "noindex, nofollow" }];
};

/** The frame of every page: skip link, fixed header, the page, footer, dialogs and toasts. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  useEffect(captureFirstTouch, []);
  // The built pages' bootstrap does this before hydration (app-on-demand-script.ts); the development server has none.
  useEffect(() => {
    if (import.meta.env.DEV) carryCampaignToSignUp(buildSettings.signUpParameterNames);
  }, []);
  // Marks the page as hydrated: until then its controls work as plain HTML (links, native popover, form posts).
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return (
    <DialogsProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-ink-900 focus:px-4 focus:py-2 focus:text-white"
      >
        {navigationCopy.skipToContent}
      </a>
      {/* Early in the tab order: the consent banner, when one is needed, is met right after the skip link. */}
      <Analytics />
      <SiteHeader />
      <NavigationProgress />
      <main id="main" className="min-h-dvh pt-[var(--header-height)]">
        {children}
      </main>
      <SiteFooter />
      <SiteDialogs />
      <DeferredToaster />
    </DialogsProvider>
  );
}

export default function App() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** Shown while the app's code loads outside a prerendered page: a blank full-height background, never other content. */
export function HydrateFallback() {
  return <div className="min-h-dvh bg-white" />;
}

/**
 * Every unknown URL ends here as a 404: one no route matches, or a family slug its route does not know. The
 * prerendered not-found page carries this same state, so it hydrates at any address.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error)) {
    return (
      <SiteFrame>
        <NotFoundPage />
      </SiteFrame>
    );
  }
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-6">
      <h1 className="text-3xl font-semibold text-ink-900">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : unexpectedError.heading}
      </h1>
      <p className="mt-4 text-ink-600">{unexpectedError.body}</p>
      <a href="/" className="mt-6 font-semibold text-brand-700 underline">
        {unexpectedError.homeLink}
      </a>
    </main>
  );
}

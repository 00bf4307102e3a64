/**
 * The attributes and the event through which a prerendered page, its bootstrap and the application tell each other
 * what has happened: the visitor needs the application, a control's click needs it, the page has hydrated.
 */

/** Dispatched on the document, or set on <html>, by code that wants the application now (app-on-demand.ts). */
export const LOAD_APP_EVENT = "load-app";
export const LOAD_APP_ATTRIBUTE = "data-load-app";
/**
 * Marks a control whose click needs the application; its value names the control, so that the click can find it
 * again when hydration draws it anew (a copy-link anchor becomes a button).
 */
export const NEEDS_APP_ATTRIBUTE = "data-needs-app";
/** Set on <html> by the bootstrap's module once it has come: the application is then a click away (app-on-demand.ts). */
export const APP_ON_DEMAND_ATTRIBUTE = "data-app-on-demand";
/**
 * Marks a click that needs the application, held back until the page hydrates (held-clicks.ts): set on the control,
 * and on <html> with the control's name, for when hydration draws the control anew.
 */
export const HELD_CLICK_ATTRIBUTE = "data-held-click";
/**
 * Marks the dialog the bootstrap opens as plain HTML before the page has hydrated (page-dialog.ts); its value is the
 * dialog's name. The application's dialog of that name takes over its values and focus (page-dialog-hand-over.ts).
 */
export const PAGE_DIALOG_ATTRIBUTE = "data-page-dialog";
/** The prerendered consent banner, hidden until the visitor's answer is read (app/components/consent/analytics.tsx). */
export const CONSENT_BANNER_ATTRIBUTE = "data-consent-banner";
/** Set on <html> by app/root.tsx once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export const isHydrated = (): boolean => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

export const whenHydrated = (then: () => void): void => {
  if (isHydrated()) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!isHydrated()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
};

/**
 * The type a page's stylesheet link has until the application needs the whole stylesheet: no browser fetches a
 * stylesheet of a type it does not know, and the page's application removes the type (page-app.ts). (A `disabled`
 * link, which the HTML standard says not to fetch, is fetched all the same by Chromium 150, for one: 10 KB more on
 * every first visit, competing with the page and its font.)
 */
export const STYLESHEET_UNTIL_NEEDED_TYPE = "text/x-until-needed";
/**
 * The type of the empty script element left where each classic script was: React hydrates the `<script>` elements
 * it rendered, so each must still be there, and a script of an unknown type never runs. Once the file has run, the
 * page's application removes the type, which runs nothing either (an element is only run when inserted or given text).
 */
export const MOVED_SCRIPT_TYPE = "text/x-moved-to-file";

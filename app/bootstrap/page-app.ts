/**
 * A page's application, loaded once the visitor needs it (page-bootstrap.ts): one module per page, the build's data
 * for the page spliced into a call of `runPageApp` (scripts/build-steps/paint-first.ts).
 */
import { MOVED_SCRIPT_TYPE, PAGE_DIALOG_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { loadStylesheets } from "#app/bootstrap/stylesheets.ts";

export type PageApp = {
  /** The page's modules, each after the modules it imports, React Router's entry among them. */
  modules: string[];
  /** React Router's entry, which hydrates the page: imported by `router`, last. */
  entry: string;
  /** React Router's bootstrap for the page, moved out of it: it names the route modules and imports the entry. */
  router: string;
  /** The page's classic scripts, moved out of it (React Router's context and data, scroll restoration). */
  pageScripts?: string;
};

/** Yields to the browser: whatever follows runs in a task of its own. */
const nextTask = () => new Promise((next) => setTimeout(next));

/** How long the application waits for the form of a dialog opened as HTML before it evaluates anything. */
const PAGE_DIALOG_FORM_WITHIN_MS = 3000;

/**
 * Settles once a dialog opened as plain HTML before hydration (page-dialog.ts) holds its form, or is closed: the
 * form's request and drawing go first, as the modules come, rather than wait behind their evaluation, one long task
 * after another on a slow phone. At once when there is no such dialog.
 */
const pageDialogFormDrawn = () =>
  new Promise((drawn) => {
    const dialog = document.querySelector<HTMLDialogElement>(`dialog[${PAGE_DIALOG_ATTRIBUTE}][open]`);
    if (!dialog || dialog.querySelector("form")) return drawn(undefined);
    const observer = new MutationObserver(() => {
      if (dialog.querySelector("form") || !dialog.open) settle();
    });
    const settle = () => {
      observer.disconnect();
      drawn(undefined);
    };
    observer.observe(dialog, { childList: true, attributes: true });
    setTimeout(settle, PAGE_DIALOG_FORM_WITHIN_MS);
  });

/**
 * Runs the page's classic scripts: a script of the site's own origin, so the CSP's `'self'` allows it; removed once
 * run, and the empty elements left in their place made plain scripts again, for React to hydrate what it drew.
 */
const runPageScripts = async (src: string) => {
  const script = Object.assign(document.createElement("script"), { src });
  await new Promise((ran, failed) => {
    script.onload = ran;
    script.onerror = () => failed(new Error(`${src} did not load`));
    document.body.append(script);
  });
  script.remove();
  for (const moved of document.querySelectorAll(`script[type="${MOVED_SCRIPT_TYPE}"]`)) moved.removeAttribute("type");
};

/**
 * Preloads every module at once (no waterfall), loads the whole stylesheet, runs the page's scripts, then evaluates
 * the modules one per task, each after its imports, and React Router's bootstrap last, which imports the entry: a
 * module graph imported in one go is evaluated in one long task, which blocks input for as long as the framework
 * takes to load.
 */
export const runPageApp = async ({ modules, entry, router, pageScripts }: PageApp): Promise<void> => {
  for (const href of [...modules, router])
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  await Promise.all([loadStylesheets(), pageDialogFormDrawn()]);
  if (pageScripts) await runPageScripts(pageScripts);
  for (const href of modules) {
    if (href === entry) continue;
    await nextTask();
    await import(href);
  }
  await import(router);
};

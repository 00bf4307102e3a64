/**
 * A page's application: one module per page, the build's data for the page spliced in (scripts/build-steps/
 * paint-first.ts), which exports `preload`, called at the first hint of a need (app-on-demand.ts), and as its default
 * `runPageApp`, called once the visitor needs the application.
 */
import { MOVED_SCRIPT_TYPE, PAGE_DIALOG_ATTRIBUTE, STYLESHEET_UNTIL_NEEDED_TYPE } from "#app/bootstrap/page-signals.ts";
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

/** A page's application module, as scripts/build-steps/app-on-demand-script.ts bundles it. */
export type PageAppModule = { preload: () => void; default: () => Promise<void> };

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

const append = (properties: Partial<HTMLLinkElement>) =>
  document.head.append(Object.assign(document.createElement("link"), properties));

/**
 * Asks for everything the application will run, at once (no waterfall), without running any of it: its modules,
 * the whole stylesheet and the page's scripts. Asked for twice, each is fetched once.
 */
export const preloadPageApp = ({ modules, router, pageScripts }: PageApp): void => {
  for (const href of [...modules, router]) append({ rel: "modulepreload", href });
  for (const { href } of document.querySelectorAll<HTMLLinkElement>(
    `link[rel=stylesheet][type="${STYLESHEET_UNTIL_NEEDED_TYPE}"]`,
  ))
    append({ rel: "preload", as: "style", href });
  if (pageScripts) append({ rel: "preload", as: "script", href: pageScripts });
};

/**
 * Preloads every module at once (no waterfall), loads the whole stylesheet, runs the page's scripts, then evaluates
 * the modules one per task, each after its imports, and React Router's bootstrap last, which imports the entry: a
 * module graph imported in one go is evaluated in one long task, which blocks input for as long as the framework
 * takes to load.
 */
export const runPageApp = async (app: PageApp): Promise<void> => {
  const { modules, entry, router, pageScripts } = app;
  preloadPageApp(app);
  await Promise.all([loadStylesheets(), pageDialogFormDrawn()]);
  if (pageScripts) await runPageScripts(pageScripts);
  for (const href of modules) {
    if (href === entry) continue;
    await nextTask();
    await import(href);
  }
  await import(router);
};

/**
 * The inline module script of every built page (scripts/build-steps/paint-first.ts). Its first steps run as the page
 * is parsed: they record the landing page's first-touch attribution and hold back the clicks that need the
 * application, so that a visitor who clicks or moves on at once loses neither. Then it waits for the first paint and
 * the end of parsing, imports the bootstrap's module and hands it the page's application module (page-app.ts), which
 * it preloads at the first hint of a need and runs once the visitor needs it (app-on-demand.ts).
 *
 * Statements at the top level, and the two paths defined by the build (esbuild's `define`, as JSON): a function
 * taking them would be bytes of every page.
 */
import { afterFirstPaint, afterParsing } from "#app/bootstrap/first-paint.ts";
import { holdBackClicksUntilHydrated } from "#app/bootstrap/held-clicks.ts";
import { captureFirstTouch } from "#app/lib/attribution.ts";

/** The bootstrap's module, the same for every page (app-on-demand.ts). */
declare const APP_ON_DEMAND_HREF: string;
/** The page's application module (page-app.ts). */
declare const PAGE_APP_HREF: string;

captureFirstTouch();
holdBackClicksUntilHydrated();
await afterFirstPaint();
await afterParsing();
(await import(APP_ON_DEMAND_HREF)).default(PAGE_APP_HREF);

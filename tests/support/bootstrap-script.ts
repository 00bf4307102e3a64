/**
 * The scripts a first visit loads: the bootstrap's module (decision 101), which waits for the visitor to need the
 * application; the module that dresses the dialogs opened before hydration, which it imports when the browser is
 * idle (decision 114); and the two small modules that one imports at once, which name what a need runs (the page's
 * application module and the dialogs' lists, decision 141), neither running anything. Tests of what a visit loads set
 * them apart from the application's scripts.
 */
import {
  APP_ON_DEMAND_PREFIX,
  DIALOG_PRELOAD_PREFIX,
  PAGE_APP_PREFIX,
  PAGE_DIALOG_DRESS_PREFIX,
} from "#scripts/build-steps/app-on-demand-script.ts";

export const isBootstrapScript = (url: string): boolean =>
  [APP_ON_DEMAND_PREFIX, PAGE_DIALOG_DRESS_PREFIX, PAGE_APP_PREFIX, DIALOG_PRELOAD_PREFIX].some((prefix) =>
    new URL(url).pathname.startsWith(prefix),
  );

/**
 * The scripts a first visit loads: the bootstrap's module (decision 101), which waits for the visitor to need the
 * application, and the module that dresses the dialogs opened before hydration, which it imports when the browser is
 * idle (decision 114). Tests of what a visit loads set them apart from the application's scripts.
 */
import { APP_ON_DEMAND_PREFIX, PAGE_DIALOG_DRESS_PREFIX } from "#scripts/build-steps/app-on-demand-script.ts";

export const isBootstrapScript = (url: string): boolean =>
  [APP_ON_DEMAND_PREFIX, PAGE_DIALOG_DRESS_PREFIX].some((prefix) => new URL(url).pathname.startsWith(prefix));

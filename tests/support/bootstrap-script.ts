/**
 * The one script a first visit loads: the bootstrap's module (decision 101), which waits for the visitor to need the
 * application. Tests of what a visit loads set it apart from the application's scripts.
 */
import { APP_ON_DEMAND_PREFIX } from "#scripts/build-steps/app-on-demand-script.ts";

export const isBootstrapScript = (url: string): boolean => new URL(url).pathname.startsWith(APP_ON_DEMAND_PREFIX);

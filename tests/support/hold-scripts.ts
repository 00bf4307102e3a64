/**
 * Holds the page's script requests until `release` is called, so that the page stays unhydrated exactly as long as
 * a test wants. The bootstrap's module goes through unless `bootstrapToo`: a test of what a visitor does before it
 * comes (decision 101) holds it as well.
 */
import type { Page } from "@playwright/test";
import { isBootstrapScript } from "#tests/support/bootstrap-script.ts";

/**
 * How long a test waits for what the application does once released: it loads, hydrates and then fetches what it
 * needs (the search index); seconds, on a busy 2-core machine running three tests at once.
 */
export const APP_LOADED_WITHIN = { timeout: 30_000 };

/** `only`: holds just the scripts whose address matches, and lets every other one through. */
export const holdScripts = async (page: Page, { bootstrapToo = false, only }: { bootstrapToo?: boolean; only?: RegExp } = {}) => {
  const held: { url: string; let: () => Promise<void> }[] = [];
  const scripts = /\/assets\/.*\.js$/;
  let released = false;
  await page.route(scripts, async (route) => {
    const url = route.request().url();
    if (released || (!bootstrapToo && isBootstrapScript(url)) || (only && !only.test(url))) return route.continue();
    held.push({ url, let: () => route.continue() });
  });
  return {
    /** The held requests, the bootstrap's module among them when it is held and was asked for. */
    requested: () => held.length,
    bootstrapRequested: () => held.some(({ url }) => isBootstrapScript(url)),
    /** Lets the held requests go, and the later ones straight through, as on a page without interception. */
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((request) => request.let()));
      await page.unroute(scripts);
    },
  };
};

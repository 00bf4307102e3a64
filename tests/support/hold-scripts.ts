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
  // What became of each script once released, and what the page said: a test that waits in vain after the release
  // (three did, each about once in ten runs of CI) reports it.
  const fates = new Map<string, string>();
  const said: string[] = [];
  const fate = (url: string, what: string) => fates.has(url) && fates.set(url, what);
  page.on("request", (request) => released && scripts.test(request.url()) && fates.set(request.url(), "asked after the release"));
  page.on("requestfinished", (request) => fate(request.url(), "came"));
  page.on("requestfailed", (request) => fate(request.url(), `failed: ${request.failure()?.errorText}`));
  page.on("console", (message) => message.type() === "error" && said.push(message.text()));
  page.on("pageerror", (error) => said.push(error.message));
  await page.route(scripts, async (route) => {
    const url = route.request().url();
    if (released || (!bootstrapToo && isBootstrapScript(url)) || (only && !only.test(url))) return route.continue();
    held.push({ url, let: () => route.continue() });
  });
  const holder = {
    /** The held requests, the bootstrap's module among them when it is held and was asked for. */
    requested: () => held.length,
    bootstrapRequested: () => held.some(({ url }) => isBootstrapScript(url)),
    /** Lets the held requests go, and the later ones straight through, as on a page without interception. */
    release: async () => {
      released = true;
      for (const { url } of held) fates.set(url, "released, not yet come");
      await Promise.all(held.splice(0).map((request) => request.let()));
      await page.unroute(scripts);
    },
    /** Each released script's fate, the page's errors and its root's attributes: for a failure's message. */
    report: async () => {
      const root = await page.evaluate(() => document.documentElement.getAttributeNames().join(" ")).catch(String);
      const scriptFates = [...fates].map(([url, what]) => `${new URL(url).pathname}: ${what}`);
      return [`<html> attributes: ${root}`, ...scriptFates, ...said.map((text) => `page error: ${text}`)].join("\n");
    },
    /** Waits for `expectation`, and adds the report to its failure. */
    explain: async (expectation: () => Promise<unknown>) => {
      await expectation().catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await holder.report()}`);
      });
    },
  };
  return holder;
};

/**
 * Loads a built page's application now, as a visitor's first need of it would (app/bootstrap/app-on-demand.ts), and
 * waits until React has hydrated the page (`<html data-hydrated>`, set by app/root.tsx).
 */
import type { Page } from "@playwright/test";
import { LOAD_APP_ATTRIBUTE, LOAD_APP_EVENT } from "#app/bootstrap/page-signals.ts";

export const hydrate = async (page: Page) => {
  await page.evaluate(
    ([attribute, event]) => {
      document.documentElement.setAttribute(attribute, "");
      document.dispatchEvent(new Event(event));
    },
    [LOAD_APP_ATTRIBUTE, LOAD_APP_EVENT] as const,
  );
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

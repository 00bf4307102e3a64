/**
 * The `test` of specs that exercise the hydrated site (dialogs, toasts, analytics): its page's `goto` and `reload`
 * ask for the application at once, as a visitor's first need of it would (app/bootstrap/app-on-demand.ts), and
 * resolve once React has hydrated the page (`<html data-hydrated>`, set by app/root.tsx), so no step depends on how
 * fast the scripts ran. What works before hydration is tested on its own, without this fixture
 * (before-hydration.spec.ts, app-on-demand.spec.ts, without-javascript.spec.ts).
 */
import { test as base, type Page } from "@playwright/test";
import { hydrate } from "#tests/support/hydrate.ts";

export const waitForHydration = hydrate;

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

/**
 * The `test` of the sweeps over every template: the page as a visitor first reads it, before any application code
 * (decision 099); each template's hydrated page is checked by routes.spec.ts, which React keeps as prerendered.
 */
export const firstVisitTest = base;

export { expect } from "@playwright/test";

/**
 * Entrance animations fade and slide content in; checks judge the settled page, as a reader sees it. Animations run by
 * the scroll (an in-page menu's mark) are the page at rest, and never end; so are paused ones (the home walk before the
 * visitor comes to it, decision 163), which end only if the visitor does.
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.playState !== "paused" &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Entrance animations and colour transitions jumped to their end at once: the settled page, without the wait. */
export const finishAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.timeline !== document.timeline) continue;
      if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });

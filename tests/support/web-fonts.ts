/**
 * Waits until a built page shows its web font: the bootstrap applies it after the first paint (decision 101), so
 * a test that measures the page right after it loads would otherwise measure the fallback face, or the swap.
 */
import type { Page } from "@playwright/test";
import { WEB_FONTS_ATTRIBUTE } from "#core/web-fonts.ts";

export const webFontsShown = async (page: Page) => {
  await page.waitForFunction((attribute) => !document.querySelector(`noscript[${attribute}]`), WEB_FONTS_ATTRIBUTE);
  await page.evaluate(async () => {
    await document.fonts.load('1em "Inter Variable"');
    await document.fonts.ready;
  });
};

/**
 * `npm run screenshots -- [path …]`: the first screen of pages at 320×568, 390×844 and 1440×900, in the light and the
 * dark scheme, into docs/screenshots/ as JPEG (small enough to keep one set in the repository), against a running
 * server (BASE_URL, default http://localhost:3000). Without paths: the first page of every template. FULL_PAGE=1 takes
 * the whole page instead, as `<page>-<width>-<scheme>-full.jpg`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#tooling/chromium.ts";
import { sweptPaths } from "#tooling/site-pages.ts";

const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
const outputDirectory = join(import.meta.dirname, "..", "docs", "screenshots");
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : sweptPaths;
const viewports = [
  { name: "320", width: 320, height: 568 },
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
];
const colorSchemes = ["light", "dark"] as const;

const fullPage = process.env.FULL_PAGE === "1";
const fileNameFor = (path: string, viewport: string, colorScheme: string) =>
  `${path === "/" ? "home" : path.slice(1).replace(/\//g, "-")}-${viewport}-${colorScheme}${fullPage ? "-full" : ""}.jpg`;

mkdirSync(outputDirectory, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const viewport of viewports) {
    for (const colorScheme of colorSchemes) {
      // Reduced motion shows each picture as it ends (the home page's walk at its last step), the settled page.
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1, colorScheme, reducedMotion: "reduce" });
      for (const path of paths) {
        await page.goto(new URL(path, baseUrl).toString(), { waitUntil: "networkidle" });
        // Let the fonts and any transition settle.
        await page.waitForTimeout(1200);
        const file = join(outputDirectory, fileNameFor(path, viewport.name, colorScheme));
        await page.screenshot({ path: file, fullPage, type: "jpeg", quality: 60 });
        console.log(`screenshot: ${file}`);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}

/**
 * `npm run screenshots -- [path …]`: full-page screenshots of pages at 390×844 and 1440×900 into
 * docs/screenshots/, against a running server (BASE_URL, default http://localhost:3000). COLOR_SCHEME=dark takes
 * them in the dark colour scheme, into files named …-dark.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#tooling/chromium.ts";

const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
const outputDirectory = join(import.meta.dirname, "..", "docs", "screenshots");
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const colorScheme = process.env.COLOR_SCHEME === "dark" ? "dark" : "light";
const viewports = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
];

const fileNameFor = (path: string, viewport: string) =>
  `${path === "/" ? "home" : path.slice(1).replace(/\//g, "-")}-${viewport}${colorScheme === "dark" ? "-dark" : ""}.png`;

mkdirSync(outputDirectory, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1, colorScheme });
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: "networkidle" });
      // Let entrance animations finish so the picture shows the settled page.
      await page.waitForTimeout(1200);
      const file = join(outputDirectory, fileNameFor(path, viewport.name));
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== "0" });
      console.log(`screenshot: ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}

import { expect, test } from "@playwright/test";
import { loadBlogPostSummaries } from "#content/blog.server.ts";
import { canonicalUrl } from "#content/canonical.ts";
import { pageRoutes } from "#core/pages.ts";
import { footerLinkLabel, frame } from "#tests/support/site-copy.ts";
import { NOT_FOUND_PATH, sweptPaths } from "#tooling/site-pages.ts";
import { waitForHydration } from "./fixtures.ts";

const posts = loadBlogPostSummaries();
const paths = [...pageRoutes.map((route) => route.path), ...posts.map((post) => `/blog/${post.slug}`)];

const headOf = (html: string) => {
  const pick = (pattern: RegExp) => html.match(pattern)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    h1: pick(/<h1[^>]*>([\s\S]*?)<\/h1>/),
  };
};

test.describe("every route, as a crawler gets it", () => {
  const seenTitles = new Map<string, string>();
  const seenDescriptions = new Map<string, string>();

  for (const path of paths) {
    test(`${path} answers 200 with its own head in the raw HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const head = headOf(await response.text());
      expect(head.title, "title").toBeTruthy();
      expect(head.title!.length).toBeLessThanOrEqual(60);
      expect(head.description, "description").toBeTruthy();
      expect(head.description!.length).toBeLessThanOrEqual(160);
      expect(head.canonical).toBe(canonicalUrl(path));
      expect(head.robots).toBe("index, follow");
      expect(head.h1, "a visible h1").toBeTruthy();
      if (path !== "/home") {
        expect(seenTitles.get(head.title!), `title of ${path} is unique`).toBeUndefined();
        expect(seenDescriptions.get(head.description!), `description of ${path} is unique`).toBeUndefined();
        seenTitles.set(head.title!, path);
        seenDescriptions.set(head.description!, path);
      }
    });
  }

  test("/home shows the home page with its canonical pointing to /", async ({ request }) => {
    const home = headOf(await (await request.get("/home")).text());
    expect(home.canonical).toBe(canonicalUrl("/"));
    expect(home.h1).toBe(headOf(await (await request.get("/")).text()).h1);
  });

  test("an unknown path is a 404 with the not-found page and noindex", async ({ request }) => {
    const response = await request.get("/this/page/does-not-exist");
    expect(response.status()).toBe(404);
    const head = headOf(await response.text());
    expect(head.robots).toBe("noindex, nofollow");
    expect(head.h1).toBeTruthy();
  });
});

test.describe("in the browser", () => {
  test("internal links navigate without a full page reload, and back and forward work", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = "same document";
    });
    await page
      .getByRole("navigation", { name: frame.footerLabel })
      .getByRole("link", { name: footerLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same document");
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same document");
  });

  test("prerendered content shows at once and is never replaced while the page's code loads", async ({ page }) => {
    let releaseScripts: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const text = await heading.textContent();
    releaseScripts();
    await page.waitForLoadState("networkidle");
    await expect(heading).toHaveText(text!);
  });

  test("scroll position is restored on back navigation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1800));
    await page.waitForFunction(() => window.scrollY >= 1700);
    await page
      .getByRole("navigation", { name: frame.footerLabel })
      .getByRole("link", { name: footerLinkLabel("features") })
      .click();
    await expect(page).toHaveURL(/\/features$/);
    await page.goBack();
    await page.waitForFunction(() => window.scrollY >= 1700, undefined, { timeout: 5000 });
  });

  // A template's pages share their code: one of each in `npm test`, every page in `npm run test:full`.
  for (const path of sweptPaths.filter((swept) => swept !== NOT_FOUND_PATH)) {
    test(`${path} hydrates under the production CSP with no console errors or warnings`, async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`),
        );
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });
  }
});

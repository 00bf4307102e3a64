/**
 * From visitor to customer: Log in everywhere a visitor looks for it, Open app for a signed-in customer from the
 * first paint, and the plan and campaign carried to the app's sign-up.
 */
import { expect, type Page, test } from "@playwright/test";
import { SIGNED_IN_ATTRIBUTE } from "#app/bootstrap/signed-in-hint.ts";
import { mainNavigation, navigationCopy } from "#content/navigation.ts";
import { plans } from "#content/plans.ts";
import { site } from "#content/site.ts";
import { buildSettings } from "#core/build-settings.ts";
import { pagePath } from "#core/page-paths.ts";
import { E2E_BASE_URL } from "#tests/support/e2e-server.ts";
import { holdScripts } from "#tests/support/hold-scripts.ts";

const header = (page: Page) => page.getByRole("banner");
const trialInHeader = (page: Page) => header(page).getByRole("link", { name: navigationCopy.startTrial, exact: true });
const openAppInHeader = (page: Page) => header(page).getByRole("link", { name: navigationCopy.openApp, exact: true });

/** Sets the app's hint as the app would on the parent domain: a cookie that says only "signed in". */
const signIn = (page: Page) =>
  page.context().addCookies([{ name: buildSettings.signedInCookie, value: "1", url: E2E_BASE_URL, sameSite: "Lax" }]);

/** Answers every request to the app with a blank page, and tells where the browser went. */
const stubTheApp = async (page: Page) => {
  const visited: URL[] = [];
  await page.context().route(`${new URL(site.appRegisterUrl).origin}/**`, (route) => {
    visited.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>App</title>" });
  });
  return visited;
};

test.describe("Log in", () => {
  test("is in the header at 1440 px and in the footer, to the app's sign-in page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/pricing");
    const logIn = header(page).getByRole("link", { name: navigationCopy.logIn, exact: true });
    await expect(logIn).toBeVisible();
    await expect(logIn).toHaveAttribute("href", site.appLoginUrl);
    const inFooter = page.getByRole("contentinfo").getByRole("link", { name: navigationCopy.logIn, exact: true });
    await expect(inFooter).toHaveAttribute("href", site.appLoginUrl);
  });

  test("is in the mobile menu at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: navigationCopy.openMenu }).click();
    const menu = page.getByRole("navigation", { name: navigationCopy.mobileLabel });
    const logIn = menu.getByRole("link", { name: navigationCopy.logIn, exact: true });
    await expect(logIn).toBeVisible();
    await expect(logIn).toHaveAttribute("href", site.appLoginUrl);
  });
});

test.describe("Open app", () => {
  test("replaces the header's trial in the first paint for a signed-in customer, with no script but the page's own", async ({
    page,
  }) => {
    await signIn(page);
    await holdScripts(page, { bootstrapToo: true });
    await page.goto("/pricing", { waitUntil: "commit" });
    await expect(openAppInHeader(page)).toBeVisible();
    await expect(openAppInHeader(page)).toHaveAttribute("href", site.appUrl);
    await expect(trialInHeader(page)).toBeHidden();
    // The first frame the browser drew already had it: the hint ran before the body was parsed.
    const marked = await page.evaluate((name) => document.documentElement.hasAttribute(name), SIGNED_IN_ATTRIBUTE);
    expect(marked).toBe(true);
  });

  test("is not offered to anyone else, nor is a signed-in customer asked to log in", async ({ page }) => {
    await page.goto("/pricing");
    await expect(trialInHeader(page)).toBeVisible();
    await expect(openAppInHeader(page)).toBeHidden();
    await signIn(page);
    await page.reload();
    await expect(header(page).getByRole("link", { name: navigationCopy.logIn, exact: true })).toBeHidden();
  });

  test("ignores a hint cookie whose value is not exactly 1", async ({ page }) => {
    await page.context().addCookies([{ name: buildSettings.signedInCookie, value: "yes", url: E2E_BASE_URL, sameSite: "Lax" }]);
    await page.goto("/");
    await expect(trialInHeader(page)).toBeVisible();
  });
});

test.describe("the trial link", () => {
  const plan = plans.find((candidate) => candidate.popular) ?? plans[0]!;
  const pricingLabel = mainNavigation.find((link) => link.href === pagePath("pricing"))?.label ?? "";

  test("carries the plan chosen and the campaign of the landing page to the app's sign-up", async ({ page }) => {
    const visited = await stubTheApp(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/?utm_source=news&utm_campaign=q4");
    await page
      .getByRole("navigation", { name: navigationCopy.mainLabel })
      .getByRole("link", { name: pricingLabel, exact: true })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    // The bootstrap's module, which adds the campaign to the link as it is followed, comes right after the first paint.
    await page.locator("html[data-app-on-demand]").waitFor({ state: "attached" });
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) })
      .getByRole("link", { name: plan.cta })
      .click();
    await expect.poll(() => visited.length).toBeGreaterThan(0);
    const signUp = visited[0]!;
    expect(signUp.origin + signUp.pathname).toBe(site.appRegisterUrl);
    expect(Object.fromEntries(signUp.searchParams)).toEqual({
      plan: plan.id,
      utm_source: "news",
      utm_campaign: "q4",
      landing_page: "/",
    });
  });

  test("without JavaScript, still names the plan (the campaign lives in the browser tab)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${E2E_BASE_URL}/pricing?utm_source=news`);
    const link = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) })
      .getByRole("link", { name: plan.cta });
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(Object.fromEntries(href.searchParams)).toEqual({ plan: plan.id });
    await context.close();
  });
});

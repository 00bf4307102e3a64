/**
 * VITE_POSTHOG_COOKIELESS=on_reject: a visitor who declines is still counted, in PostHog's cookieless mode, with
 * nothing stored on the device; a privacy signal still sends nothing. Against the build made with that option.
 */
import type { Page } from "@playwright/test";
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from "#app/lib/analytics/consent.ts";
import { consentCopy } from "#content/consent.ts";
import { storeConsentChoice, TEST_CHOICE_MARK } from "#tests/support/consent-choice.ts";
import { interceptPostHog, presentAnOrdinaryBrowser, runPastAFlush } from "#tests/support/posthog-stand-in.ts";
import { analyticsBaseUrl } from "#tooling/analytics-e2e.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "parallel" });
presentAnOrdinaryBrowser(analyticsBaseUrl("cookieless"));

const banner = (page: Page) => page.getByRole("region", { name: consentCopy.regionLabel });

/** Everything the site left on the device besides the visitor's own answer. */
const storedOnTheDevice = async (page: Page) => ({
  cookies: (await page.context().cookies()).map((cookie) => cookie.name),
  storage: await page.evaluate(
    (ours) => [
      ...Object.keys(localStorage).filter((key) => !ours.includes(key)),
      ...Object.keys(sessionStorage).filter((key) => !ours.includes(key)),
    ],
    // The visitor's answer, the first-touch record (the site's own, not PostHog's) and the test's own mark.
    [CONSENT_STORAGE_KEY, CONSENT_DATE_STORAGE_KEY, "northstar:first-touch", TEST_CHOICE_MARK],
  ),
});

test("declining still counts the page, cookieless, with nothing stored on the device", async ({ page, context }) => {
  const posthog = await interceptPostHog(context);
  await page.goto("/pricing?utm_source=news");
  await banner(page).getByRole("button", { name: consentCopy.decline }).click();
  await expect.poll(() => posthog.pageViews().length).toBe(1);
  expect(posthog.pageViews()[0]).toMatchObject({ $pathname: "/pricing", utm_source: "news", $cookieless_mode: true });
  expect(await storedOnTheDevice(page)).toEqual({ cookies: [], storage: [] });
});

test("a visitor who declined earlier is counted on a first load that only reads", async ({ page, context }) => {
  const posthog = await interceptPostHog(context);
  await storeConsentChoice(page, "denied");
  await page.goto("/", { waitUntil: "commit" });
  await expect.poll(() => posthog.pageViews().length, { timeout: 30_000 }).toBe(1);
  expect(await storedOnTheDevice(page)).toEqual({ cookies: [], storage: [] });
});

for (const signal of ["Do Not Track", "Global Privacy Control"] as const) {
  test(`a visitor whose browser sends ${signal} and who declines sends nothing`, async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    await page.addInitScript((dnt) => {
      if (dnt) Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });
      else Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
    }, signal === "Do Not Track");
    await page.goto("/");
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => {
      localStorage.setItem("analytics-consent", "denied");
      localStorage.setItem("analytics-consent-date", new Date().toISOString());
    });
    await page.reload();
    await runPastAFlush(page);
    expect(posthog.requests).toHaveLength(0);
  });
}

/**
 * The conversions marketing builds its funnel from (README, "Conversions"): with consent, every call to action clicked
 * is a `cta_clicked` event naming what, where and for which plan, and every lead sent a `lead_submitted` event naming
 * the form; never a field's value. Against the build with a PostHog key, PostHog answered at the network boundary.
 */
import type { Page } from "@playwright/test";
import { consentCopy } from "#content/consent.ts";
import { leadForms } from "#content/lead-forms.ts";
import { navigationCopy } from "#content/navigation.ts";
import { plans } from "#content/plans.ts";
import { storeConsentChoice } from "#tests/support/consent-choice.ts";
import { holdScripts } from "#tests/support/hold-scripts.ts";
import {
  type CapturedEvent,
  interceptPostHog,
  presentAnOrdinaryBrowser,
  runPastAFlush,
} from "#tests/support/posthog-stand-in.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { fillSales, openSalesDialog } from "./lead-dialogs.ts";

test.describe.configure({ mode: "parallel" });
presentAnOrdinaryBrowser();

const banner = (page: Page) => page.getByRole("region", { name: consentCopy.regionLabel });

/**
 * A call to action clicked, its page kept: a link that leaves the site sends its event as the page unloads, by
 * beacon, which Playwright cannot see while the document is replaced (decision 022).
 */
const keepThePage = (page: Page) =>
  page.evaluate(() =>
    window.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[data-cta]:not([data-needs-app])")) event.preventDefault();
    }),
  );

const ctaClicks = (events: CapturedEvent[]) =>
  events
    .filter((event) => event.event === "cta_clicked")
    .map(({ properties: { cta, location, plan } }) => ({ cta, location, plan }));

test("after Accept, calls to action and a lead sent are named events, with nothing personal", async ({ page, context }) => {
  const posthog = await interceptPostHog(context);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await banner(page).getByRole("button", { name: consentCopy.accept }).click();
  await expect.poll(() => posthog.pageViews().length).toBe(1);
  await keepThePage(page);

  await page.getByRole("banner").getByRole("link", { name: navigationCopy.startTrial, exact: true }).click();
  await page.getByRole("link", { name: navigationCopy.bookDemo }).click();
  const form = await openSalesDialog(page);
  await fillSales(form);
  await form.getByRole("button", { name: leadForms["contact-sales"].messages.submit }).click();
  await expect.poll(() => posthog.named("lead_submitted").length).toBe(1);

  expect(posthog.named("lead_submitted")[0]?.properties).toMatchObject({ form: "contact_sales" });
  await expect
    .poll(() => ctaClicks(posthog.events))
    .toEqual([
      { cta: "start_trial", location: "header", plan: undefined },
      { cta: "book_demo", location: "hero", plan: undefined },
      { cta: "talk_to_sales", location: "header", plan: undefined },
    ]);
  for (const value of ["ada@acme.example", "Ada Lovelace", "Faster discovery."]) {
    expect(JSON.stringify(posthog.events)).not.toContain(value);
  }
});

test("a plan card's trial names its plan", async ({ page, context }) => {
  const posthog = await interceptPostHog(context);
  await page.goto("/pricing");
  await banner(page).getByRole("button", { name: consentCopy.accept }).click();
  await expect.poll(() => posthog.pageViews().length).toBe(1);
  await keepThePage(page);
  const plan = plans.at(-1)!;
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) })
    .getByRole("link", { name: plan.cta })
    .click();
  await expect.poll(() => ctaClicks(posthog.events)).toEqual([{ cta: "start_trial", location: "plans", plan: plan.id }]);
});

test("after Decline, calls to action and a lead send nothing", async ({ page, context }) => {
  const posthog = await interceptPostHog(context);
  await page.goto("/");
  await banner(page).getByRole("button", { name: consentCopy.decline }).click();
  await keepThePage(page);
  await page.getByRole("banner").getByRole("link", { name: navigationCopy.startTrial, exact: true }).click();
  const form = await openSalesDialog(page);
  await fillSales(form);
  const answer = page.waitForResponse("**/functions/v1/send-contact-sales");
  await form.getByRole("button", { name: leadForms["contact-sales"].messages.submit }).click();
  expect((await answer).status()).toBe(200);
  await runPastAFlush(page);
  expect(posthog.requests).toHaveLength(0);
});

test("a visitor who accepted earlier and clicks before the page has hydrated is counted once PostHog has come", async ({
  context,
}) => {
  const posthog = await interceptPostHog(context);
  // A page of the context's own, whose goto does not hydrate (fixtures.ts): the click comes first.
  const page = await context.newPage();
  await storeConsentChoice(page, "granted");
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.locator("html[data-app-on-demand]").waitFor({ state: "attached" });
  await keepThePage(page);
  const clickedAt = Date.now();
  await page.getByRole("banner").getByRole("link", { name: navigationCopy.startTrial, exact: true }).click();
  expect(posthog.requests).toHaveLength(0);

  await scripts.release();
  await waitForHydration(page);
  await expect.poll(() => ctaClicks(posthog.events)).toEqual([{ cta: "start_trial", location: "header", plan: undefined }]);
  const sent = posthog.named("cta_clicked")[0] as CapturedEvent & { timestamp?: string };
  expect(Math.abs(new Date(sent.timestamp ?? 0).getTime() - clickedAt)).toBeLessThan(5_000);
});

/**
 * Privacy-first analytics, end to end, against the build made with a PostHog key (tooling/analytics-e2e.ts).
 * The PostHog host is answered by page.route: no request ever leaves the machine.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { leadForms } from "#content/lead-forms.ts";
import { isBootstrapScript } from "#tests/support/bootstrap-script.ts";
import { monthsAgo, storeConsentChoice } from "#tests/support/consent-choice.ts";
import { E2E_BASE_URL } from "#tests/support/e2e-server.ts";
import {
  type CapturedEvent,
  interceptPostHog,
  posthogStorage,
  presentAnOrdinaryBrowser,
  runPastAFlush,
  watchScripts,
} from "#tests/support/posthog-stand-in.ts";
import { consent, consentChoiceLine, containing, footerLinkLabel, frame, mainLinkLabel } from "#tests/support/site-copy.ts";
import { ANALYTICS_E2E_BASE_URL, TEST_POSTHOG_HOST, TEST_POSTHOG_KEY } from "#tooling/analytics-e2e.ts";
import { expect, test } from "./fixtures.ts";
import { fillSales, openSalesDialog } from "./lead-dialogs.ts";

// Every test opens its own page: the file's tests spread over the workers instead of queueing in one.
test.describe.configure({ mode: "parallel" });

const banner = (page: Page) => page.getByRole("region", { name: consent.regionLabel });

presentAnOrdinaryBrowser();

test.describe("analytics consent", () => {
  test("asks on the first visit and sends or stores nothing while the visitor has not chosen", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    const scripts = watchScripts(page);
    await page.goto("/?utm_source=newsletter");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: consent.accept })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: consent.decline })).toBeVisible();
    await expect(banner(page).getByRole("link", { name: consent.privacyLink })).toHaveAttribute("href", "/privacy-policy");

    await page
      .getByRole("navigation", { name: frame.mainLabel })
      .getByRole("link", { name: mainLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await runPastAFlush(page);

    expect(posthog.requests).toHaveLength(0);
    expect(scripts.posthog()).toEqual([]);
    expect(await posthogStorage(page)).toEqual({ cookies: [], stored: [] });
  });

  test("after Accept: one $pageview per route change, with its path and UTM parameters, and a $pageleave", async ({
    page,
    context,
  }) => {
    const posthog = await interceptPostHog(context);
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch&utm_term=ai+pm&ref=x");
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect(banner(page)).toBeHidden();

    await expect.poll(() => posthog.pageViews().length).toBe(1);
    expect(posthog.pageViews()[0]).toMatchObject({
      $pathname: "/",
      $current_url: `${ANALYTICS_E2E_BASE_URL}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch&utm_term=ai+pm&ref=x`,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring-launch",
      utm_term: "ai pm",
    });
    expect(posthog.pageViews()[0]).not.toHaveProperty("utm_content");

    // A client-side route change: one more page view, with no UTM parameters since the new address has none.
    await page
      .getByRole("navigation", { name: frame.mainLabel })
      .getByRole("link", { name: mainLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => posthog.pageViews().length).toBe(2);
    expect(posthog.pageViews()[1]).toMatchObject({ $pathname: "/pricing", $current_url: `${ANALYTICS_E2E_BASE_URL}/pricing` });
    for (const name of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
      expect(posthog.pageViews()[1]).not.toHaveProperty(name);

    // Back to the first address: a route change too, and its UTM parameters are back.
    await page.goBack();
    await expect(page).toHaveURL(/\/\?utm_source=newsletter/);
    await expect.poll(() => posthog.pageViews().length).toBe(3);
    expect(posthog.pageViews()[2]).toMatchObject({ $pathname: "/", utm_source: "newsletter" });

    // Nothing counted twice.
    await runPastAFlush(page);
    expect(posthog.pageViews().map((view) => view.$pathname)).toEqual(["/", "/pricing", "/"]);

    // A full page load is a page view too.
    await page.goto("/faqs?utm_content=footer");
    await expect.poll(() => posthog.pageViews().length).toBe(4);
    expect(posthog.pageViews()[3]).toMatchObject({ $pathname: "/faqs", utm_content: "footer" });

    // Leaving sends PostHog's own $pageleave. It goes out as a beacon on `pagehide`; Playwright cannot see a beacon
    // from a document that is already being replaced, so the test fires the event itself on a live page.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));
    await expect.poll(() => posthog.named("$pageleave").length).toBe(1);
    expect(posthog.named("$pageleave")[0]?.properties).toMatchObject({ $pathname: "/faqs" });

    // Every batch went to the configured host with the project key.
    expect(posthog.requests.every((request) => request.url().startsWith(`${TEST_POSTHOG_HOST}/e/`))).toBe(true);
    expect(new Set(posthog.apiKeys)).toEqual(new Set([TEST_POSTHOG_KEY]));
  });

  test("after Decline nothing is ever sent, and the choice survives a reload", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    const scripts = watchScripts(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: consent.decline }).click();
    await expect(banner(page)).toBeHidden();

    await page
      .getByRole("navigation", { name: frame.mainLabel })
      .getByRole("link", { name: mainLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.goto("/faqs");
    await runPastAFlush(page);

    expect(posthog.requests).toHaveLength(0);
    expect(scripts.posthog()).toEqual([]);
    expect(await posthogStorage(page)).toEqual({ cookies: [], stored: [] });
  });

  test("an accept survives a reload: no banner, and the reloaded page is counted", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    await page.goto("/features");
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect.poll(() => posthog.pageViews().length).toBe(1);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => posthog.pageViews().length).toBe(2);
    await expect(banner(page)).toBeHidden();
    expect(posthog.pageViews().map((view) => view.$pathname)).toEqual(["/features", "/features"]);
    expect((await posthogStorage(page)).cookies).toContain(`ph_${TEST_POSTHOG_KEY}_posthog`);
  });

  test("Cookie settings in the footer changes the choice at once, both ways", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect.poll(() => posthog.pageViews().length).toBe(1);
    const firstVisitor = posthog.pageViews()[0]?.distinct_id;

    // Decline from the footer: PostHog forgets the visitor and stops at once.
    const settings = page.getByRole("contentinfo").getByRole("button", { name: consent.settingsButton });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page)).toContainText(consentChoiceLine.granted);
    await banner(page).getByRole("button", { name: consent.decline }).click();
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await posthogStorage(page)).toEqual({ cookies: [], stored: [`__ph_opt_in_out_${TEST_POSTHOG_KEY}`] });

    await runPastAFlush(page);
    const sentBeforeDecline = posthog.requests.length;
    await page
      .getByRole("navigation", { name: frame.mainLabel })
      .getByRole("link", { name: mainLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await runPastAFlush(page);
    expect(posthog.requests).toHaveLength(sentBeforeDecline);

    // Accept again: capture resumes with this page, as a new anonymous visitor.
    await settings.click();
    await expect(banner(page)).toContainText(consentChoiceLine.denied);
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect.poll(() => posthog.pageViews().length).toBe(2);
    expect(posthog.pageViews()[1]).toMatchObject({ $pathname: "/pricing" });
    expect(posthog.pageViews()[1]?.distinct_id).not.toBe(firstVisitor);
  });

  test("Escape closes the reopened settings without changing anything, and focus returns to the footer", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: consent.decline }).click();
    const settings = page.getByRole("contentinfo").getByRole("button", { name: consent.settingsButton });
    await settings.click();
    await expect(banner(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("denied");
  });
});

test.describe("identity", () => {
  const submitContactSales = async (page: Page) => {
    const form = await openSalesDialog(page);
    await fillSales(form);
    const answer = page.waitForResponse("**/functions/v1/send-contact-sales");
    await form.getByRole("button", { name: leadForms["contact-sales"].messages.submit }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };

  test("a contact-sales lead is identified by the stored lead's id, with company, industry and role", async ({
    page,
    context,
  }) => {
    const posthog = await interceptPostHog(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect.poll(() => posthog.pageViews().length).toBe(1);
    const anonymousId = posthog.pageViews()[0]?.distinct_id;

    const leadId = await submitContactSales(page);
    await expect.poll(() => posthog.named("$identify").length).toBe(1);
    const identify = posthog.named("$identify")[0] as CapturedEvent & { $set?: Record<string, unknown> };
    expect(identify.properties).toMatchObject({ distinct_id: leadId, $anon_distinct_id: anonymousId });
    expect(identify.$set).toEqual({ company: "Acme Analytics", industry: "Fintech", role: "Head of Product" });
    // The e-mail address is never sent to PostHog: not as the id, not as a property.
    expect(JSON.stringify(posthog.events)).not.toContain("ada@acme.example");
  });

  test("without consent a lead is not identified and nothing is sent", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: consent.decline }).click();
    await submitContactSales(page);
    await runPastAFlush(page);
    expect(posthog.requests).toHaveLength(0);
  });
});

test.describe("PostHog's own capture, as configured", () => {
  test("clicks are autocaptured and uncaught errors become $exception events", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect.poll(() => posthog.pageViews().length).toBe(1);

    await page.locator("#faq summary").first().click();
    await expect.poll(() => posthog.named("$autocapture").length).toBeGreaterThanOrEqual(1);

    // A microtask, not a timer: the page's timers run on the test's clock, which catches what they throw.
    await page.evaluate(() => {
      queueMicrotask(() => {
        throw new Error("analytics e2e: an uncaught error");
      });
    });
    await expect.poll(() => posthog.named("$exception").length).toBe(1);
    expect(JSON.stringify(posthog.named("$exception")[0]?.properties)).toContain("analytics e2e: an uncaught error");
  });
});

test.describe("browser privacy signals", () => {
  for (const [signal, script] of [
    ["Global Privacy Control", () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  ] as const) {
    test(`${signal} counts as a decline, without a banner, until the visitor accepts`, async ({ page, context }) => {
      await page.addInitScript(script);
      const posthog = await interceptPostHog(context);
      await page.goto("/");
      await expect(page.getByRole("contentinfo").getByRole("button", { name: consent.settingsButton })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      await runPastAFlush(page);
      expect(posthog.requests).toHaveLength(0);

      await page.getByRole("contentinfo").getByRole("button", { name: consent.settingsButton }).click();
      await expect(banner(page)).toContainText(consentChoiceLine.privacySignal);
      await banner(page).getByRole("button", { name: consent.accept }).click();
      await expect.poll(() => posthog.pageViews().length).toBe(1);
    });
  }
});

test.describe("the consent banner's layout and keyboard use", () => {
  test("on a phone it leaves the hero's calls to action visible and clickable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const card = await banner(page).boundingBox();
    expect(card).not.toBeNull();
    for (const name of [containing(frame.openingTrial), containing(frame.bookDemo)]) {
      const cta = page.getByRole("main").getByRole("link", { name }).first();
      await expect(cta).toBeInViewport();
      const box = await cta.boundingBox();
      expect(box, `${name}`).not.toBeNull();
      expect(box!.y + box!.height, `${name} ends above the banner`).toBeLessThanOrEqual(card!.y);
      await cta.click({ trial: true });
    }
  });

  test("Tab reaches the privacy link, Decline and Accept right after the skip link, each with a visible focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: frame.skipToContent })).toBeFocused();
    for (const control of [
      banner(page).getByRole("link", { name: consent.privacyLink }),
      banner(page).getByRole("button", { name: consent.decline }),
      banner(page).getByRole("button", { name: consent.accept }),
    ]) {
      await page.keyboard.press("Tab");
      await expect(control).toBeFocused();
      const outline = await control.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).not.toBe("none");
    }
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("granted");
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`has no WCAG 2.2 AA violations at ${viewport.width} px, asking or reopened`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      const audit = async () => {
        // The card rises into place; contrast is judged once it has settled (the home walk, paused until the visitor
        // comes to it, aside).
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState !== "paused" && animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
              )
              .map((animation) => animation.finished.catch(() => {})),
          ),
        );
        const { violations } = await new AxeBuilder({ page })
          .include(`[aria-label=${JSON.stringify(consent.regionLabel)}]`)
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
          .analyze();
        return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
      };
      expect(await audit()).toEqual([]);
      await banner(page).getByRole("button", { name: consent.decline }).click();
      await page.getByRole("contentinfo").getByRole("button", { name: consent.settingsButton }).click();
      await expect(banner(page)).toBeVisible();
      expect(await audit()).toEqual([]);
    });
  }

  test("the page is usable behind the banner: it is not a modal", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page
      .getByRole("navigation", { name: frame.mainLabel })
      .getByRole("link", { name: mainLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(banner(page)).toBeVisible();
  });
});

test.describe("security and weight", () => {
  test("the page's CSP lets it reach the PostHog host and nothing else new", async ({ page }) => {
    const response = await page.goto("/");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(new RegExp(`connect-src 'self'[^;]* ${TEST_POSTHOG_HOST.replace(/\./g, "\\.")}`));
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain("posthog.com");
  });

  test("accepting loads PostHog from this site only, with no Content-Security-Policy violation", async ({ page, context }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const posthog = await interceptPostHog(context);
    const scripts = watchScripts(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect.poll(() => posthog.pageViews().length).toBe(1);
    expect(scripts.posthog().length).toBeGreaterThan(0);
    expect(scripts.posthog().every((url) => url.startsWith(`${ANALYTICS_E2E_BASE_URL}/assets/posthog-client-`))).toBe(true);
    expect(violations).toEqual([]);
  });

  test("PostHog is not part of any page's first load", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The banner names PostHog in its words; no script of it is named, imported or preloaded.
    expect(html).not.toMatch(/posthog[\w.-]*\.js/i);
  });

  test("without a key the site has no banner, no Cookie settings and no PostHog at all", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    const scripts = watchScripts(page);
    const anyPostHogRequest: string[] = [];
    page.on("request", (request) => {
      if (/posthog/i.test(request.url())) anyPostHogRequest.push(request.url());
    });
    await page.goto(`${E2E_BASE_URL}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page
      .getByRole("navigation", { name: frame.mainLabel })
      .getByRole("link", { name: mainLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await runPastAFlush(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: consent.settingsButton })).toHaveCount(0);
    expect(posthog.requests).toHaveLength(0);
    expect(scripts.posthog()).toEqual([]);
    expect(anyPostHogRequest).toEqual([]);
  });
});

test.describe("a decline, on every path to it", () => {
  const settingsButton = (page: Page) => page.getByRole("contentinfo").getByRole("button", { name: consent.settingsButton });

  /** Accepts on the first visit and waits until PostHog has sent that page. */
  const acceptFirst = async (page: Page, posthog: Awaited<ReturnType<typeof interceptPostHog>>) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect.poll(() => posthog.pageViews().length).toBe(1);
  };

  /**
   * From the moment of the decline nothing reaches PostHog: not the declining click, not what was captured just
   * before it and not yet sent, not on leaving the page, not on later pages or after a reload.
   */
  const expectNothingSentAfter = async (
    page: Page,
    posthog: Awaited<ReturnType<typeof interceptPostHog>>,
    decline: () => Promise<void>,
  ) => {
    const sentBefore = posthog.requests.length;
    await decline();
    await expect(banner(page)).toBeHidden();
    // Leaving the page is when posthog-js sends whatever it still holds.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));
    await runPastAFlush(page);
    expect(posthog.requests, "requests after the decline").toHaveLength(sentBefore);

    // The footer's links, which every width shows.
    await page
      .getByRole("navigation", { name: frame.footerLabel })
      .getByRole("link", { name: footerLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.locator("#main summary").first().click();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page
      .getByRole("navigation", { name: frame.footerLabel })
      .getByRole("link", { name: footerLinkLabel("features") })
      .click();
    await expect(page).toHaveURL(/\/features$/);
    await runPastAFlush(page);

    expect(posthog.requests, "requests after the decline, reloads and navigation included").toHaveLength(sentBefore);
    expect(JSON.stringify(posthog.events)).not.toContain(consent.decline);
    expect((await posthogStorage(page)).cookies).toEqual([]);
  };

  test("accept, then decline from Cookie settings on the same page", async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const posthog = await interceptPostHog(context);
    await acceptFirst(page, posthog);
    // The click on Cookie settings is captured while consent holds, and waits in PostHog's queue.
    await settingsButton(page).click();
    await expectNothingSentAfter(page, posthog, () => banner(page).getByRole("button", { name: consent.decline }).click());
  });

  test("accept, reload, then decline from Cookie settings (PostHog loaded by the page, not by the click)", async ({
    page,
    context,
  }) => {
    const posthog = await interceptPostHog(context);
    await acceptFirst(page, posthog);
    await page.reload();
    await expect.poll(() => posthog.pageViews().length).toBe(2);
    await settingsButton(page).click();
    await expectNothingSentAfter(page, posthog, () => banner(page).getByRole("button", { name: consent.decline }).click());
  });

  test("accept, then decline from Cookie settings with the keyboard", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    await acceptFirst(page, posthog);
    await settingsButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeFocused();
    await expectNothingSentAfter(page, posthog, async () => {
      await banner(page).getByRole("button", { name: consent.decline }).focus();
      await page.keyboard.press("Enter");
    });
  });

  test("decline on the first visit, on a phone", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const posthog = await interceptPostHog(context);
    await page.goto("/");
    await expectNothingSentAfter(page, posthog, () => banner(page).getByRole("button", { name: consent.decline }).click());
    expect(posthog.requests).toHaveLength(0);
  });
});

test.describe("how long a choice holds", () => {
  for (const choice of ["granted", "denied"] as const) {
    test(`a ${choice} choice older than 12 months is asked again, and nothing is sent until the visitor answers`, async ({
      page,
      context,
    }) => {
      const posthog = await interceptPostHog(context);
      await storeConsentChoice(page, choice, monthsAgo(13));
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).not.toContainText(consentChoiceLine.granted);
      await runPastAFlush(page);
      expect(posthog.requests).toHaveLength(0);

      // Answering again starts a new twelve months.
      await banner(page).getByRole("button", { name: consent.decline }).click();
      await expect(banner(page)).toBeHidden();
      const givenAt = await page.evaluate(() => localStorage.getItem("analytics-consent-date"));
      expect(Date.now() - Date.parse(givenAt ?? "")).toBeLessThan(60_000);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  }

  test("a choice given 11 months ago still holds", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    await storeConsentChoice(page, "granted", monthsAgo(11));
    await page.goto("/");
    await expect.poll(() => posthog.pageViews().length).toBe(1);
    await expect(banner(page)).toBeHidden();
  });

  test("a choice stored without a date counts from now, and is dated so it ends in 12 months", async ({ page, context }) => {
    const posthog = await interceptPostHog(context);
    await storeConsentChoice(page, "denied", null);
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByRole("button", { name: consent.settingsButton })).toBeVisible();
    // Dated once the page's script has read it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("analytics-consent-date"))).not.toBeNull();
    const givenAt = await page.evaluate(() => localStorage.getItem("analytics-consent-date"));
    expect(Date.now() - Date.parse(givenAt ?? "")).toBeLessThan(60_000);
    await expect(banner(page)).toBeHidden();
    await runPastAFlush(page);
    expect(posthog.requests).toHaveLength(0);
  });

  // A new page of the context, not the fixture's: nothing asks for the application, as on a real first load that only
  // reads (decision 099).
  test("a returning visitor who accepted is counted on a first load that only reads, with its UTM fields", async ({
    context,
  }) => {
    const posthog = await interceptPostHog(context);
    const page = await context.newPage();
    await storeConsentChoice(page, "granted", monthsAgo(1));
    await page.goto("/pricing?utm_source=newsletter&utm_campaign=spring-launch");
    await expect.poll(() => posthog.pageViews().length).toBe(1);
    expect(posthog.pageViews()[0]).toMatchObject({
      $pathname: "/pricing",
      utm_source: "newsletter",
      utm_campaign: "spring-launch",
    });
  });

  test("a visitor who has not answered is asked before any script but the bootstrap's loads, and an Accept then counts the page", async ({
    context,
  }) => {
    const posthog = await interceptPostHog(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && !isBootstrapScript(request.url())) scripts.push(request.url());
    });
    await page.goto("/?utm_source=newsletter", { waitUntil: "networkidle" });
    await expect(banner(page)).toBeVisible();
    await runPastAFlush(page);
    expect(scripts).toEqual([]);
    expect(posthog.requests).toHaveLength(0);

    // The click loads the application and happens again once the page has hydrated.
    await banner(page).getByRole("button", { name: consent.accept }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => posthog.pageViews().length).toBe(1);
    expect(posthog.pageViews()[0]).toMatchObject({ $pathname: "/", utm_source: "newsletter" });
  });

  test("a visitor who declined loads no script but the bootstrap's on a first load that only reads, and nothing is sent", async ({
    context,
  }) => {
    const posthog = await interceptPostHog(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && !isBootstrapScript(request.url())) scripts.push(request.url());
    });
    await storeConsentChoice(page, "denied", monthsAgo(1));
    await page.goto("/", { waitUntil: "networkidle" });
    await runPastAFlush(page);
    expect(scripts).toEqual([]);
    expect(posthog.requests).toHaveLength(0);
  });
});

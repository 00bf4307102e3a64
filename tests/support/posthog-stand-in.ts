/**
 * PostHog at the network boundary, for the analytics end-to-end tests: every request to the test host is answered
 * and recorded (beacons too), and the browser presents itself as an ordinary one, which posthog-js requires.
 */
import { gunzipSync } from "node:zlib";
import { type BrowserContext, type Page, type Request, test } from "@playwright/test";
import { ANALYTICS_E2E_BASE_URL, TEST_POSTHOG_HOST } from "#tooling/analytics-e2e.ts";

export type CapturedEvent = { event: string; properties: Record<string, unknown> };

type PostHogBatch = { apiKey: string | undefined; events: CapturedEvent[] };

/** PostHog's request bodies: gzip (compression=gzip-js), base64 in a form field (compression=base64), or JSON. */
const decodeBatch = (request: Request): PostHogBatch => {
  const raw = request.postDataBuffer();
  if (!raw || raw.length === 0) return { apiKey: undefined, events: [] };
  const compression = new URL(request.url()).searchParams.get("compression");
  let text: string;
  if (compression === "gzip-js" || (raw[0] === 0x1f && raw[1] === 0x8b)) text = gunzipSync(raw).toString("utf8");
  else if (compression === "base64") {
    const data = new URLSearchParams(raw.toString("utf8")).get("data") ?? "";
    text = Buffer.from(data, "base64").toString("utf8");
  } else text = raw.toString("utf8");
  const parsed = JSON.parse(text) as CapturedEvent | CapturedEvent[] | { api_key?: string; batch: CapturedEvent[] };
  if (Array.isArray(parsed)) return { apiKey: undefined, events: parsed };
  if ("batch" in parsed) return { apiKey: parsed.api_key, events: parsed.batch };
  return { apiKey: undefined, events: [parsed] };
};

/** Answers every request to the test PostHog host and records it, for the whole browser context (beacons too). */
export const interceptPostHog = async (context: BrowserContext) => {
  const requests: Request[] = [];
  const apiKeys: (string | undefined)[] = [];
  const events: CapturedEvent[] = [];
  await context.route(`${TEST_POSTHOG_HOST}/**`, async (route) => {
    const batch = decodeBatch(route.request());
    requests.push(route.request());
    apiKeys.push(batch.apiKey);
    events.push(...batch.events);
    await route.fulfill({ status: 200, contentType: "application/json", body: '{"status":1}' });
  });
  return {
    requests,
    apiKeys,
    events,
    named: (name: string) => events.filter((event) => event.event === name),
    pageViews: () => events.filter((event) => event.event === "$pageview").map((event) => event.properties),
  };
};

/** Every script the page downloaded whose name says PostHog. */
export const watchScripts = (page: Page) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return { posthog: () => scripts.filter((url) => /posthog/i.test(url)) };
};

/** PostHog's own storage: its cookie and its localStorage entries (ph_*), never our consent key. */
export const posthogStorage = async (page: Page) => {
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith("ph_")).map((c) => c.name);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("ph_") || key.startsWith("__ph_opt_in_out_")),
  );
  return { cookies, stored };
};

/** posthog-js flushes its queue every few seconds; this is long enough for anything pending to have been sent. */
const PAST_A_FLUSH_MS = 4_000;

/**
 * Runs the page's clock past posthog-js's flush at once: whatever it held has then been sent, or never will be. How a
 * test proves that nothing is sent, without waiting (the clock is installed by presentAnOrdinaryBrowser).
 */
export const runPastAFlush = async (page: Page) => {
  await page.clock.runFor(PAST_A_FLUSH_MS);
  // The batch leaves in a request of the page's own: give it a turn to reach the network.
  await page.evaluate(() => new Promise((sent) => requestAnimationFrame(() => setTimeout(sent))));
};

/**
 * posthog-js drops events from browsers that look automated (a HeadlessChrome user agent or brand, or
 * navigator.webdriver): the tests present an ordinary desktop Chrome rather than weakening the site's configuration.
 * Call at the top of a spec file.
 */
export const presentAnOrdinaryBrowser = (baseURL = ANALYTICS_E2E_BASE_URL) => {
  test.use({
    baseURL,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });
  test.beforeEach(async ({ context }) => {
    // Time flows as usual; runPastAFlush moves it on.
    await context.clock.install();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined });
    });
  });
};

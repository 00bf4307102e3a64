/**
 * What a visitor does in each measured interaction, in a fresh browser context (a cold cache): opens Talk to Sales
 * from /pricing's header at 1440 px or through its mobile menu at 390 px (a tap), starts on /contact-sales' own
 * form, or searches the blog. Each returns the probe's figures (probe.ts), with the keystrokes typed into the field
 * once the application has hydrated.
 */
import type { Browser, Page } from "@playwright/test";
import { contactSalesFormCopy } from "#content/lead-forms.ts";
import { navigationCopy } from "#content/navigation.ts";
import { pagePath } from "#core/page-paths.ts";
import { option } from "./option.ts";
import { installProbe, type ProbeResult, type ProbeTarget } from "./probe.ts";

export type Throttling = "phone" | "none";

/** Chromium's CDP throttling of a mid-range phone on a slow network. */
const PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuRate: 4 };

const WAIT_MS = 30_000;
/**
 * How long a visitor takes to find Talk to Sales in the menu they opened, at least a human's reaction time
 * (`--menu-read=<ms>` to change it).
 */
const MENU_READ_MS = Number(option("menu-read") ?? 300);
const KEYSTROKES = "abcde";
const SALES_FIELD = '[data-slot="dialog-content"] input[name="companyName"]';

export type Scenario = {
  name: string;
  viewport: { width: number; height: number };
  touch: boolean;
  path: string;
  /** What the visitor does, once the probe is armed. */
  act: (page: Page) => Promise<void>;
  target: ProbeTarget;
  /** The field the keystrokes go into once hydrated. */
  typeInto: string;
};

const salesDialog: ProbeTarget = { dialogTitle: contactSalesFormCopy.dialog.title, hydratedSelector: SALES_FIELD };

export const scenarios: Scenario[] = [
  {
    name: "/pricing, Talk to Sales, 1440 px",
    viewport: { width: 1440, height: 900 },
    touch: false,
    path: pagePath("pricing"),
    act: async (page) => {
      const link = page.locator("header").getByRole("link", { name: navigationCopy.talkToSales });
      await link.hover();
      await page.waitForTimeout(150);
      await link.click();
    },
    target: salesDialog,
    typeInto: SALES_FIELD,
  },
  {
    name: "/pricing, Talk to Sales in the menu, 390 px",
    viewport: { width: 390, height: 844 },
    touch: true,
    path: pagePath("pricing"),
    act: async (page) => {
      await page.getByRole("button", { name: navigationCopy.openMenu }).tap();
      // A visitor finds the link in the menu that has just slid in: a moment, as the pointer rests over the link at
      // 1440 px, before the clock starts at the tap.
      await page.waitForTimeout(MENU_READ_MS);
      await page
        .getByRole("navigation", { name: navigationCopy.mobileLabel })
        .getByRole("link", { name: navigationCopy.talkToSales })
        .tap();
    },
    target: salesDialog,
    typeInto: SALES_FIELD,
  },
  {
    name: "/contact-sales, its form",
    viewport: { width: 1440, height: 900 },
    touch: false,
    path: pagePath("contactSales"),
    act: async (page) => {
      await page.locator('main input[name="companyName"]').click();
    },
    target: { hydratedSelector: 'main input[name="companyName"]' },
    typeInto: 'main input[name="companyName"]',
  },
  {
    name: "/blog, search",
    viewport: { width: 1440, height: 900 },
    touch: false,
    path: pagePath("blog"),
    act: async (page) => {
      const box = page.getByRole("searchbox");
      await box.focus();
      await box.pressSequentially("interview", { delay: 100 });
    },
    target: { hydratedSelector: "search li a", metBeforeHydration: true },
    typeInto: "input[type=search]",
  },
];

export const runScenario = async (
  browser: Browser,
  origin: string,
  scenario: Scenario,
  throttling: Throttling,
): Promise<ProbeResult> => {
  const context = await browser.newContext({
    viewport: scenario.viewport,
    hasTouch: scenario.touch,
    isMobile: scenario.touch,
    baseURL: origin,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    if (throttling === "phone") {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: PHONE.latency,
        downloadThroughput: PHONE.downloadThroughput,
        uploadThroughput: PHONE.uploadThroughput,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuRate });
    }
    await page.goto(scenario.path, { waitUntil: "load" });
    // A visitor reads a moment before clicking: the bootstrap's module has come by then.
    await page.locator("html[data-app-on-demand]").waitFor({ state: "attached", timeout: WAIT_MS });
    await page.waitForTimeout(500);
    await page.evaluate((target) => window.__interactionProbe?.arm(target), scenario.target);
    await scenario.act(page);
    await page.waitForFunction(() => window.__interactionProbe?.result().hydrated !== undefined, undefined, {
      timeout: WAIT_MS,
      polling: 100,
    });
    const field = page.locator(scenario.typeInto).first();
    await field.focus();
    await field.press("End");
    const before = (await page.evaluate(() => window.__interactionProbe?.result().keystrokes.length)) ?? 0;
    await field.pressSequentially(KEYSTROKES, { delay: 150 });
    await page.waitForFunction(
      (count) => (window.__interactionProbe?.result().keystrokes.length ?? 0) >= count,
      before + KEYSTROKES.length,
      { timeout: WAIT_MS },
    );
    const result = await page.evaluate(() => window.__interactionProbe?.result());
    if (!result) throw new Error(`${scenario.name}: the probe is missing from the page`);
    return { ...result, keystrokes: result.keystrokes.slice(before) };
  } finally {
    await context.close();
  }
};

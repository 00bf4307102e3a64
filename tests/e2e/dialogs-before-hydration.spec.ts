/**
 * A dialog link clicked before the page has hydrated opens its dialog at once as plain HTML, with the form of the
 * link's own page, which posts without JavaScript (app/bootstrap/page-dialog.ts); the application, hydrating behind
 * it, takes over what was typed and the focus (app/components/dialogs/page-dialog-hand-over.ts). Scripts are held by
 * request interception for as long as a test needs the time before hydration.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { APP_ON_DEMAND_ATTRIBUTE, PAGE_DIALOG_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { pagePath } from "#core/page-paths.ts";
import { APP_LOADED_WITHIN, holdScripts } from "#tests/support/hold-scripts.ts";
import { contactForm, frame, mainLinkLabel, salesForm, startingWith } from "#tests/support/site-copy.ts";
import { finishAnimations } from "./fixtures.ts";
import { fillSales } from "./lead-dialogs.ts";

const pageDialog = (page: Page) => page.locator(`dialog[${PAGE_DIALOG_ATTRIBUTE}]`);
/** The application's dialog, once hydrated (Radix, app/components/ui/dialog.tsx). */
const appDialog = (page: Page) => page.locator('[data-slot="dialog-content"]');
const talkToSales = (page: Page) => page.locator("header").getByRole("link", { name: frame.talkToSales });
const companyName = startingWith(salesForm.labels.companyName);
const contactName = startingWith(salesForm.labels.contactName);
const bootstrapModuleCame = (page: Page) => expect(page.locator("html")).toHaveAttribute(APP_ON_DEMAND_ATTRIBUTE);

test.use({ viewport: { width: 1440, height: 900 } });
// Each of the tests that release held scripts and wait for the application has failed about once in ten fresh-clone
// runs, the page not hydrated within half a minute of the release, and passed on its own; never reproduced here, even
// twelve times over beside three busy cores. A second try, reported as flaky with the first try's error and what the
// page had asked for (`explain`), until the cause is found.
test.describe.configure({ retries: 1 });

test("Talk to Sales opens its dialog at once, and its form, which posts, while every script is held back", async ({ page }) => {
  await holdScripts(page, { bootstrapToo: true });
  await page.goto(pagePath("pricing"));
  await talkToSales(page).click();
  // Opened in the click's own task, before anything has loaded.
  expect(await page.locator("dialog[open]").count()).toBe(1);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel(companyName)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${pagePath("pricing")}$`));

  await fillSales(dialog, `Held Scripts ${Date.now()}`);
  const posted = page.waitForRequest((request) => request.method() === "POST" && request.isNavigationRequest());
  await dialog.getByRole("button", { name: salesForm.messages.submit }).click();
  expect(new URL((await posted).url()).pathname).toBe(pagePath("contactSales"));
  await expect(page.getByRole("status").filter({ hasText: salesForm.messages.success })).toBeInViewport();
});

test("text typed into the dialog before hydration stays after it, with the focus, in the application's dialog", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(pagePath("pricing"));
  await bootstrapModuleCame(page);
  await talkToSales(page).click();
  const dialog = page.getByRole("dialog", { name: salesForm.dialog.title });
  await expect(dialog.getByRole("heading", { name: salesForm.dialog.title })).toBeVisible();
  await dialog.getByLabel(companyName).fill("Acme Analytics");
  await dialog.getByLabel(contactName).fill("Ada Lovel");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  await scripts.release();
  await scripts.explain(() => expect(appDialog(page).getByLabel(contactName)).toBeFocused(APP_LOADED_WITHIN));
  await expect(pageDialog(page)).toHaveCount(0);
  await expect(appDialog(page).getByLabel(companyName)).toHaveValue("Acme Analytics");
  await page.keyboard.type("ace");
  await expect(appDialog(page).getByLabel(contactName)).toHaveValue("Ada Lovelace");

  // The application's dialog as ever: Escape closes it and the focus returns to Talk to Sales.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(talkToSales(page)).toBeFocused();
});

/** Counts the requests for the page that holds Talk to Sales' form (/contact-sales). */
const countSalesFormPages = (page: Page) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === pagePath("contactSales")) requests.push(request.url());
  });
  return () => requests.length;
};
const dressCame = (page: Page) => page.waitForFunction(() => typeof window.pageDialogForm === "function");

test("a pointer over Talk to Sales asks for its form before the click, which then opens it without asking again", async ({
  page,
}) => {
  await holdScripts(page);
  const salesFormPages = countSalesFormPages(page);
  await page.goto(pagePath("pricing"));
  await dressCame(page);
  expect(salesFormPages()).toBe(0);
  await talkToSales(page).hover();
  await expect.poll(salesFormPages).toBe(1);
  await talkToSales(page).click();
  await expect(page.getByRole("dialog").getByLabel(companyName)).toBeFocused();
  expect(salesFormPages()).toBe(1);
});

test.describe("the bootstrap's module held", () => {
  test("a click while the bootstrap's module is still on its way opens the dialog, and the application takes it over", async ({
    page,
  }) => {
    const scripts = await holdScripts(page, { bootstrapToo: true });
    await page.goto(pagePath("pricing"));
    await expect.poll(scripts.bootstrapRequested).toBe(true);
    await talkToSales(page).click();
    await expect(page.getByRole("dialog").getByLabel(companyName)).toBeFocused();
    await page.keyboard.type("Early Co");

    await scripts.release();
    await scripts.explain(() => expect(appDialog(page).getByLabel(companyName)).toHaveValue("Early Co", APP_LOADED_WITHIN));
    await expect(appDialog(page).getByLabel(companyName)).toBeFocused();
    await expect(pageDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${pagePath("pricing")}$`));
  });
});

test("the dialog closed before hydration gives the focus back to its link and stays closed once hydrated", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(pagePath("pricing"));
  await bootstrapModuleCame(page);
  await page.locator("footer").getByRole("link", { name: frame.contact, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: contactForm.dialog.title });
  await expect(dialog.getByLabel(startingWith(contactForm.labels.name))).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("footer").getByRole("link", { name: frame.contact, exact: true })).toBeFocused();

  await scripts.release();
  await scripts.explain(() => page.locator("html[data-hydrated]").waitFor({ state: "attached", ...APP_LOADED_WITHIN }));
  await page.waitForTimeout(500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the dialog closed while the page hydrates stays closed once its application's dialog has come", async ({ page }) => {
  // The page hydrates and makes the held click again while the visitor still sees the plain dialog; the application's
  // dialog then waits for its code, and the visitor closes the plain one meanwhile.
  const dialogCode = await holdScripts(page, { only: /\/(site-dialogs-content|contact-sales-form)[^/]*\.js$/ });
  await page.goto(pagePath("pricing"));
  await bootstrapModuleCame(page);
  await talkToSales(page).click();
  await expect(page.getByRole("dialog").getByLabel(companyName)).toBeFocused();
  await page.locator("html[data-hydrated]:not([data-held-click])").waitFor({ state: "attached", ...APP_LOADED_WITHIN });
  await expect.poll(dialogCode.requested).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const served = page.waitForResponse(/\/site-dialogs-content[^/]*\.js$/);
  await dialogCode.release();
  await served;
  await page.waitForTimeout(500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(talkToSales(page)).toBeFocused();
  await talkToSales(page).press("Enter");
  await expect(appDialog(page).getByLabel(companyName)).toBeFocused();
});

test("the dialog opened before hydration has no WCAG 2.2 A/AA violations in either colour scheme", async ({ page }) => {
  await holdScripts(page);
  await page.goto(pagePath("pricing"));
  await bootstrapModuleCame(page);
  await talkToSales(page).click();
  await expect(page.getByRole("dialog", { name: salesForm.dialog.title }).getByLabel(companyName)).toBeFocused();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // The fields' colours transition to the new scheme; axe judges them settled.
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(painted)));
    await finishAnimations(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`),
      colorScheme,
    ).toEqual([]);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Talk to Sales in the menu opens its dialog before hydration, its form asked for as the menu opened; closed, the focus goes back to the menu's button", async ({
    page,
  }) => {
    await holdScripts(page);
    const salesFormPages = countSalesFormPages(page);
    await page.goto(pagePath("pricing"));
    await bootstrapModuleCame(page);
    await dressCame(page);
    const openMenu = page.getByRole("button", { name: frame.openMenu });
    await openMenu.click();
    // The menu's call to action is its likeliest link: its form is asked for as the menu opens.
    await expect.poll(salesFormPages).toBe(1);
    await page.getByRole("navigation", { name: frame.mobileLabel }).getByRole("link", { name: frame.talkToSales }).click();
    const dialog = page.getByRole("dialog", { name: salesForm.dialog.title });
    await expect(dialog.getByLabel(companyName)).toBeFocused();
    await expect(dialog.getByLabel(companyName)).toBeInViewport();
    await dialog.getByRole("button", { name: frame.close }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(openMenu).toBeFocused();
  });

  test("the menu opened before hydration stays open once the page hydrates, and closes on a navigation", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(pagePath("contactSales"));
    await bootstrapModuleCame(page);
    // A field's focus asks for the application: it arrives while the menu is open.
    await page.locator("main form input").first().focus();
    await page.getByRole("button", { name: frame.openMenu }).click();
    const menu = page.getByRole("navigation", { name: frame.mobileLabel });
    await expect(menu).toBeVisible();

    await scripts.release();
    await scripts.explain(() => page.locator("html[data-hydrated]").waitFor({ state: "attached", ...APP_LOADED_WITHIN }));
    await expect(page.getByRole("button", { name: frame.openMenu })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();

    await menu.getByRole("link", { name: mainLinkLabel("pricing") }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("pricing")}$`));
    await expect(menu).toBeHidden();
  });
});

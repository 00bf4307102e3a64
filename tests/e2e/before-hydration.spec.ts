/**
 * The first seconds of a page on a slow phone: the prerendered HTML is on screen but its scripts have not run. Here the
 * scripts are held back for the whole test (request interception), so every control below works as plain HTML.
 */
import { expect, type Page, test } from "@playwright/test";
import { leadForms } from "#content/lead-forms.ts";
import { contactForm, frame, mainLinkLabel, startingWith } from "#tests/support/site-copy.ts";

/** Answers no script at all: the page stays exactly as prerendered, as if hydration had not happened yet. */
const holdBackScripts = async (page: Page) => {
  await page.route(/\/assets\/.*\.js$/, () => {});
};

test.beforeEach(async ({ page }) => holdBackScripts(page));

test("the page is prerendered and not hydrated while its scripts are held back", async ({ page }) => {
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens and closes with the keyboard and the mouse", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const menu = page.getByRole("navigation", { name: frame.mobileLabel });
    const open = page.getByRole("button", { name: frame.openMenu });
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("link", { name: mainLinkLabel("pricing") })).toBeVisible();
    await expect(page.getByRole("button", { name: frame.closeMenu })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(menu).toBeVisible();
    // A click on the scrim beside the sheet closes it.
    const menuBox = await menu.boundingBox();
    expect(menuBox?.x).toBeGreaterThan(20);
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await open.click();
    await menu.getByRole("link", { name: mainLinkLabel("features") }).click();
    await expect(page).toHaveURL(/\/features$/);
  });

  test("Talk to Sales in the menu opens a dialog with the contact-sales form", async ({ page }) => {
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: frame.openMenu }).click();
    await page.getByRole("navigation", { name: frame.mobileLabel }).getByRole("link", { name: frame.talkToSales }).click();
    await expect(page.getByRole("dialog").getByRole("form", { name: leadForms["contact-sales"].title })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test("Talk to Sales and Contact open dialogs with their forms' pages' forms", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.locator("header").getByRole("link", { name: frame.talkToSales }).click();
  await expect(page.getByRole("dialog").getByRole("form", { name: leadForms["contact-sales"].title })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.locator("footer").getByRole("link", { name: frame.contact, exact: true }).click();
  await expect(page.getByRole("dialog").getByRole("form", { name: leadForms["contact-message"].title })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a form sent before hydration is posted to its page, never as a GET", async ({ page }) => {
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const methods: string[] = [];
  page.on("request", (request) => request.isNavigationRequest() && methods.push(request.method()));
  const form = page.getByRole("form", { name: leadForms["contact-message"].title });
  await form.getByLabel(startingWith(contactForm.labels.name)).fill("Early Bird");
  await form.getByRole("button", { name: leadForms["contact-message"].messages.submit }).click();
  await expect(page.getByRole("form", { name: leadForms["contact-message"].title }).getByRole("alert")).toBeVisible();
  expect(methods).toEqual(["POST"]);
  expect(page.url()).not.toContain("Early");
});

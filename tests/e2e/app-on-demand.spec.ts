/**
 * The application on demand (decisions 099 and 101): a first visit runs the prerendered page and a small bootstrap
 * (an inline script and the module it imports after the first paint), and loads React and the page's modules only
 * when the visitor needs them. Whatever the visitor did before hydration
 * is carried through. The scripts are held back by request interception where a test needs the time before hydration
 * to last, and let through when it says so.
 */
import { expect, type Page, test } from "@playwright/test";
import { APP_ON_DEMAND_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { leadForms } from "#content/lead-forms.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import { PAGE_APP_PREFIX, PAGE_DIALOG_STYLESHEET_PREFIX } from "#scripts/build-steps/app-on-demand-script.ts";
import { isBootstrapScript as isBootstrap } from "#tests/support/bootstrap-script.ts";
import { APP_LOADED_WITHIN, holdScripts } from "#tests/support/hold-scripts.ts";
import { fieldMessage, frame, mainLinkLabel, salesForm, startingWith } from "#tests/support/site-copy.ts";
import { clickTalkToSales, fillSales } from "./lead-dialogs.ts";

const sales = leadForms["contact-sales"];
const blogPostPath = familyPath("blogPost", "writing-prds-engineers-actually-read");

/** The bootstrap's module has come: the application is a click away. */
const bootstrapModuleCame = (page: Page) => expect(page.locator("html")).toHaveAttribute(APP_ON_DEMAND_ATTRIBUTE);

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

test("a fresh visit that only reads and scrolls requests no script but the bootstrap's, no stylesheet, and stays unhydrated", async ({
  page,
}) => {
  const scripts: string[] = [];
  const bootstraps: string[] = [];
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") (isBootstrap(request.url()) ? bootstraps : scripts).push(request.url());
    // The frame of the dialogs opened before hydration comes with the module that dresses them (page-dialog-dress.ts).
    if (request.resourceType() === "stylesheet" && !new URL(request.url()).pathname.startsWith(PAGE_DIALOG_STYLESHEET_PREFIX))
      stylesheets.push(request.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ["/", pagePath("pricing"), pagePath("blog"), blogPostPath, pagePath("contactSales")]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    await expect(page.locator("html"), path).not.toHaveAttribute("data-hydrated");
  }
  expect(scripts).toEqual([]);
  // The page carries its critical CSS; the whole stylesheet waits for the application.
  expect(stylesheets).toEqual([]);
  // The bootstrap's module, the dialogs' dress and their lists, the same for every page, cached after the first: asked
  // for once; and each page's own application module, which names what a need would run and runs nothing.
  const ownModules = bootstraps.filter((url) => new URL(url).pathname.startsWith(PAGE_APP_PREFIX));
  expect(new Set(bootstraps.filter((url) => !ownModules.includes(url))).size).toBeLessThanOrEqual(3);
  expect(new Set(ownModules).size).toBeLessThanOrEqual(5);
});

for (const hint of [
  { name: "a pointer over Talk to Sales", width: 1440 },
  { name: "the phone's menu opened, whose call to action is Talk to Sales,", width: 390 },
] as const) {
  test(`${hint.name} asks for every module the application and its dialog run, runs none, and the click then asks for none`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && !isBootstrap(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: hint.width, height: 900 });
    await page.goto(pagePath("pricing"), { waitUntil: "networkidle" });
    await bootstrapModuleCame(page);
    await page.waitForFunction(() => typeof window.pageDialogForm === "function");
    expect(scripts).toEqual([]);
    const opener =
      hint.width === 1440
        ? page.locator("header").getByRole("link", { name: frame.talkToSales })
        : page.getByRole("button", { name: frame.openMenu });
    await opener.hover();
    if (hint.width < 1440) await opener.click();
    await expect.poll(() => scripts.some((path) => path.startsWith("/assets/contact-sales-form-"))).toBe(true);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    const hinted = new Set(scripts);

    if (hint.width < 1440)
      await page.getByRole("navigation", { name: frame.mobileLabel }).getByRole("link", { name: frame.talkToSales }).click();
    else await clickTalkToSales(page);
    await hydrated(page);
    await expect(page.getByRole("dialog").getByLabel(startingWith(salesForm.labels.companyName))).toBeFocused();
    // Each module was asked for once, at the hint (a modulepreload's response is the module's); after the click, only
    // the toaster's, which the open dialog loads behind its form.
    const afterClick = scripts.filter((path) => !hinted.has(path));
    for (const path of afterClick)
      expect(await (await page.request.get(path)).text(), `${path} after the click`).toContain("data-sonner-toaster");
    expect(scripts).toHaveLength(hinted.size + afterClick.length);
  });
}

test.describe("its scripts held, then released", () => {
  // Failed once in CI (2026-11-29): released, the page never hydrated within 30 s, as two other tests that hold the
  // scripts did about once in ten runs. A second try, reported as flaky with what became of each script, until the
  // cause is found.
  test.describe.configure({ retries: 1 });
  test("characters typed before hydration stay, and the form validates them as before", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(pagePath("contactSales"));
    const form = page.getByRole("form", { name: sales.title });
    await form.getByLabel(startingWith(salesForm.labels.companyName)).fill("Acme Analytics");
    await form.getByLabel(startingWith(salesForm.labels.contactName)).fill("Ada Lovelace");
    await form.getByLabel(startingWith(salesForm.labels.email)).fill("ada@");
    await form.getByLabel(startingWith(salesForm.labels.industry)).selectOption("Fintech");
    // Focusing a field asked for the application; nothing has run yet.
    await expect.poll(scripts.requested).toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    await scripts.release();
    await scripts.explain(() => page.locator("html[data-hydrated]").waitFor({ state: "attached", ...APP_LOADED_WITHIN }));
    await expect(form.getByLabel(startingWith(salesForm.labels.companyName))).toHaveValue("Acme Analytics");
    await expect(form.getByLabel(startingWith(salesForm.labels.contactName))).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel(startingWith(salesForm.labels.industry))).toHaveValue("Fintech");

    // Sent now, the form checks what was typed before hydration: the e-mail is named, the kept fields are not.
    await form.getByRole("button", { name: sales.messages.submit }).click();
    await expect(form.getByLabel(startingWith(salesForm.labels.email))).toBeFocused();
    await expect(form.getByLabel(startingWith(salesForm.labels.email))).toHaveAccessibleDescription(
      fieldMessage("contact-sales", "email", "invalid"),
    );
    await expect(form.getByLabel(startingWith(salesForm.labels.companyName))).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(startingWith(salesForm.labels.industry))).not.toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`${pagePath("contactSales")}$`));
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Talk to Sales clicked before hydration opens its dialog once the page hydrates, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const scripts = await holdScripts(page);
    await page.goto(pagePath("pricing"));
    await bootstrapModuleCame(page);
    await clickTalkToSales(page);
    await expect.poll(scripts.requested).toBeGreaterThan(0);
    await scripts.release();
    const dialog = page.getByRole("dialog", { name: sales.dialog.title });
    await expect(dialog.getByLabel(startingWith(salesForm.labels.companyName))).toBeInViewport(APP_LOADED_WITHIN);
    await expect(page).toHaveURL(new RegExp(`${pagePath("pricing")}$`));
  });
}

test("a search typed before the search code loads shows its results", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(pagePath("blog"));
  const box = page.getByRole("searchbox");
  await box.fill("interview");
  await expect.poll(scripts.requested).toBeGreaterThan(0);
  await scripts.release();
  await expect(page.locator("[data-search-results]").getByRole("listitem").getByRole("link").first()).toBeVisible(
    APP_LOADED_WITHIN,
  );
  await expect(box).toHaveValue("interview");
});

test("a lead sent pages after landing carries the landing page's UTM fields, though the visitor left that page before its bootstrap's module came", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const landing = await holdScripts(page, { bootstrapToo: true });
  await page.goto("/?utm_source=newsletter&utm_campaign=spring", { waitUntil: "domcontentloaded" });
  await expect.poll(landing.bootstrapRequested).toBe(true);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page
    .getByRole("navigation", { name: frame.mainLabel })
    .getByRole("link", { name: mainLinkLabel("pricing") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${pagePath("pricing")}$`));
  await bootstrapModuleCame(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  await page.locator("header").getByRole("link", { name: frame.talkToSales }).click();
  // Sent from the application's dialog: the plain one before hydration posts without JavaScript, and carries no
  // attribution, as the form's own page without JavaScript does (docs/decisions/114).
  const dialog = page.locator('[data-slot="dialog-content"]');
  await expect(dialog.getByLabel(startingWith(salesForm.labels.companyName))).toBeFocused(APP_LOADED_WITHIN);
  await fillSales(dialog);
  const sent = page.waitForRequest("**/functions/v1/send-contact-sales");
  await dialog.getByRole("button", { name: sales.messages.submit }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    page: pagePath("pricing"),
    attribution: { utm_source: "newsletter", utm_campaign: "spring" },
  });
});

/**
 * Every way of closing each dialog and the mobile menu leaves focus on a visible control a keyboard user can go on
 * from: the control that opened it, or the menu button when the control that opened it was inside the closed menu.
 */
import type { Locator, Page } from "@playwright/test";
import { leadForms } from "#content/lead-forms.ts";
import { contactForm, frame, mainLinkLabel, oneOf, salesForm, startingWith } from "#tests/support/site-copy.ts";
import { expect, test } from "./fixtures.ts";

type Opener = {
  name: string;
  dialog: string;
  firstField: RegExp;
  open: (page: Page) => Promise<void>;
  returnsTo: (page: Page) => Locator;
};

const menuButton = (page: Page) => page.getByRole("button", { name: oneOf(frame.openMenu, frame.closeMenu) });
const mobileMenu = (page: Page) => page.getByRole("navigation", { name: frame.mobileLabel });

const openers = (width: number): Opener[] => [
  width < 640
    ? {
        name: "Talk to Sales in the mobile menu",
        dialog: salesForm.dialog.title,
        firstField: startingWith(salesForm.labels.companyName),
        open: async (page) => {
          await page.getByRole("button", { name: frame.openMenu }).click();
          await mobileMenu(page).getByRole("link", { name: frame.talkToSales }).click();
        },
        returnsTo: (page) => page.getByRole("button", { name: frame.openMenu }),
      }
    : {
        name: "Talk to Sales in the header",
        dialog: salesForm.dialog.title,
        firstField: startingWith(salesForm.labels.companyName),
        open: (page) => page.locator("header").getByRole("link", { name: frame.talkToSales }).click(),
        returnsTo: (page) => page.locator("header").getByRole("link", { name: frame.talkToSales }),
      },
  {
    name: "Contact in the footer",
    dialog: contactForm.dialog.title,
    firstField: startingWith(contactForm.labels.subject),
    open: (page) => page.locator("footer").getByRole("link", { name: frame.contact, exact: true }).click(),
    returnsTo: (page) => page.locator("footer").getByRole("link", { name: frame.contact, exact: true }),
  },
];

const fillAndSend = async (dialog: Locator, title: string) => {
  const unique = Date.now();
  if (title === salesForm.dialog.title) {
    await dialog.getByLabel(startingWith(salesForm.labels.companyName)).fill("Focus Check Ltd");
    await dialog.getByLabel(startingWith(salesForm.labels.contactName)).fill("Radia Perlman");
    await dialog.getByLabel(startingWith(salesForm.labels.email)).fill(`focus-${unique}@example.com`);
    await dialog.getByLabel(startingWith(salesForm.labels.role)).fill("Product lead");
    await dialog.getByLabel(startingWith(salesForm.labels.industry)).selectOption({ index: 1 });
    await dialog.getByLabel(startingWith(salesForm.labels.location)).selectOption({ index: 1 });
    await dialog.getByRole("button", { name: leadForms["contact-sales"].messages.submit }).click();
  } else {
    await dialog.getByLabel(startingWith(contactForm.labels.name)).fill("Radia Perlman");
    await dialog.getByLabel(startingWith(contactForm.labels.email)).fill(`focus-${unique}@example.com`);
    await dialog.getByLabel(startingWith(contactForm.labels.subject)).fill("Focus");
    await dialog.getByLabel(startingWith(contactForm.labels.message)).fill("Where does focus go?");
    await dialog.getByRole("button", { name: leadForms["contact-message"].messages.submit }).click();
  }
};

/** Sends the dialog's form, then closes it from what takes the form's place once sent. */
const sendAndClose = async (dialog: Locator, title: string) => {
  await fillAndSend(dialog, title);
  const form = title === salesForm.dialog.title ? leadForms["contact-sales"] : leadForms["contact-message"];
  await dialog.locator('[data-form-slot="sent"]').getByRole("button", { name: form.sent.close }).click();
};

const ways: { name: string; close: (page: Page, dialog: Locator, title: string) => Promise<void> }[] = [
  { name: "Escape", close: (page) => page.keyboard.press("Escape") },
  { name: "its close button", close: (_page, dialog) => dialog.getByRole("button", { name: frame.close }).click() },
  // The overlay around the dialog: the top-left corner is outside it at every width (on phones the dialog is a bottom
  // sheet at most 92 % of the screen tall).
  { name: "a click outside it", close: (page) => page.mouse.click(8, 20) },
  { name: "Done after a successful submission", close: (_page, dialog, title) => sendAndClose(dialog, title) },
];

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const opener of openers(width)) {
      // One page for every way: the first opening loads the application, the others show what a visitor meets next.
      test(`closing the dialog ${opener.name} opens, in every way, returns focus to a visible control`, async ({ page }) => {
        await page.goto("/features");
        for (const way of ways) {
          await test.step(`by ${way.name}`, async () => {
            await opener.open(page);
            const dialog = page.getByRole("dialog", { name: opener.dialog });
            await expect(dialog.getByLabel(opener.firstField)).toBeVisible();
            await way.close(page, dialog, opener.dialog);
            await expect(dialog).toBeHidden();
            await expect(opener.returnsTo(page)).toBeFocused();
            await expect(opener.returnsTo(page)).toBeVisible();
            await expect(mobileMenu(page)).toBeHidden();
          });
        }
      });
    }
  });
}

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("closed by Escape or by its button, it leaves focus on its button", async ({ page }) => {
    await page.goto("/features");
    await page.getByRole("button", { name: frame.openMenu }).click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: frame.openMenu })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(mobileMenu(page)).toBeVisible();
    await page.getByRole("button", { name: frame.closeMenu }).click();
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: frame.openMenu })).toBeFocused();
  });

  test("closed by a click outside it, focus is never left inside the hidden menu", async ({ page }) => {
    await page.goto("/features");
    await menuButton(page).click();
    await mobileMenu(page)
      .getByRole("link", { name: mainLinkLabel("pricing") })
      .focus();
    // On the scrim beside the sheet.
    await page.mouse.click(10, 400);
    await expect(mobileMenu(page)).toBeHidden();
    const focusInsideMenu = await page.evaluate(() => Boolean(document.activeElement?.closest("#site-menu")));
    expect(focusInsideMenu).toBe(false);
  });
});

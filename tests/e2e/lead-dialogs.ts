/** Opening the two lead forms' dialogs as a visitor does, and filling them with a valid lead. */
import { expect, type Locator, type Page } from "@playwright/test";

/** Clicks Talk to Sales in the header on a wide screen, in the mobile menu on a phone. */
export const clickTalkToSales = async (page: Page) => {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("navigation", { name: "Main, mobile" }).getByRole("link", { name: "Talk to Sales" }).click();
  } else {
    await page.locator("header").getByRole("link", { name: "Talk to Sales" }).click();
  }
};

/** Talk to Sales from the header on a wide screen, from the mobile menu on a phone. */
export const openSalesDialog = async (page: Page) => {
  await clickTalkToSales(page);
  const dialog = page.getByRole("dialog", { name: "Talk to sales" });
  await expect(dialog.getByLabel(/^Company name/)).toBeVisible();
  return dialog;
};

/** Get in Touch from the footer's Contact link. */
export const openContactDialog = async (page: Page) => {
  await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await expect(dialog.getByLabel(/^Subject/)).toBeVisible();
  return dialog;
};

/** Every field of Talk to Sales, the two optional ones included. */
export const fillSales = async (form: Locator, company = "Acme Analytics") => {
  await form.getByLabel(/^Company name/).fill(company);
  await form.getByLabel(/^Your name/).fill("Ada Lovelace");
  await form.getByLabel(/^Work e-mail/).fill("ada@acme.example");
  await form.getByLabel(/^Role/).fill("Head of Product");
  await form.getByLabel(/^Industry/).selectOption("Fintech");
  await form.getByLabel(/^Location/).selectOption("Germany");
  await form.getByLabel(/^Tools you use today/).fill("Jira");
  await form.getByLabel(/^What you want to achieve/).fill("Faster discovery.");
};

export const fillContact = async (form: Locator) => {
  await form.getByLabel(/^Name/).fill("Grace Hopper");
  await form.getByLabel(/^E-mail/).fill("grace@navy.example");
  await form.getByLabel(/^Subject/).fill("Press enquiry");
  await form.getByLabel(/^Message/).fill("Could we interview your founders?");
};

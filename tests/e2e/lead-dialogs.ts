/** Opening the two lead forms' dialogs as a visitor does, and filling them with a valid lead. */
import { expect, type Locator, type Page } from "@playwright/test";
import { contactForm, frame, salesForm, startingWith } from "#tests/support/site-copy.ts";

/** Clicks Talk to Sales in the header on a wide screen, in the mobile menu on a phone. */
export const clickTalkToSales = async (page: Page) => {
  const menu = page.getByRole("button", { name: frame.openMenu });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("navigation", { name: frame.mobileLabel }).getByRole("link", { name: frame.talkToSales }).click();
  } else {
    await page.locator("header").getByRole("link", { name: frame.talkToSales }).click();
  }
};

/** Talk to Sales from the header on a wide screen, from the mobile menu on a phone. */
export const openSalesDialog = async (page: Page) => {
  await clickTalkToSales(page);
  const dialog = page.getByRole("dialog", { name: salesForm.dialog.title });
  await expect(dialog.getByLabel(startingWith(salesForm.labels.companyName))).toBeVisible();
  return dialog;
};

/** Get in Touch from the footer's Contact link. */
export const openContactDialog = async (page: Page) => {
  await page.locator("footer").getByRole("link", { name: frame.contact, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: contactForm.dialog.title });
  await expect(dialog.getByLabel(startingWith(contactForm.labels.subject))).toBeVisible();
  return dialog;
};

/** Every field of Talk to Sales, the two optional ones included. */
export const fillSales = async (form: Locator, company = "Acme Analytics") => {
  await form.getByLabel(startingWith(salesForm.labels.companyName)).fill(company);
  await form.getByLabel(startingWith(salesForm.labels.contactName)).fill("Ada Lovelace");
  await form.getByLabel(startingWith(salesForm.labels.email)).fill("ada@acme.example");
  await form.getByLabel(startingWith(salesForm.labels.role)).fill("Head of Product");
  await form.getByLabel(startingWith(salesForm.labels.industry)).selectOption("Fintech");
  await form.getByLabel(startingWith(salesForm.labels.location)).selectOption("Germany");
  await form.getByLabel(startingWith(salesForm.labels.currentTools)).fill("Jira");
  await form.getByLabel(startingWith(salesForm.labels.primaryGoal)).fill("Faster discovery.");
};

export const fillContact = async (form: Locator) => {
  await form.getByLabel(startingWith(contactForm.labels.name)).fill("Grace Hopper");
  await form.getByLabel(startingWith(contactForm.labels.email)).fill("grace@navy.example");
  await form.getByLabel(startingWith(contactForm.labels.subject)).fill("Press enquiry");
  await form.getByLabel(startingWith(contactForm.labels.message)).fill("Could we interview your founders?");
};

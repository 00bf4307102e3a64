/**
 * No page scrolls sideways on a phone: each template's first page at 320, 360 and 390 px (every page in
 * `npm run test:full`), closed and with each disclosure open, and the site-wide overlays (both dialogs, the mobile
 * menu) inside the screen.
 */
import type { Page } from "@playwright/test";
import { leadForms } from "#content/lead-forms.ts";
import { footerColumns } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { contactForm, frame, salesForm, startingWith } from "#tests/support/site-copy.ts";
import { sweptPaths } from "#tooling/site-pages.ts";
import { expect, firstVisitTest, test } from "./fixtures.ts";

// Every test opens its own page: the file's tests spread over the workers instead of queueing in one.
test.describe.configure({ mode: "parallel" });

const PHONE_WIDTHS = [320, 360, 390] as const;

/**
 * What sticks out sideways: the document wider than the screen (with the deepest elements reaching past its right
 * edge, to say why), and any fixed layer (header, menu, dialog) that leaves the screen or scrolls sideways itself.
 */
const sidewaysOverflow = (page: Page, state: string) =>
  page.evaluate((state) => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const nameOf = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth > width) {
      const beyond = [...document.body.querySelectorAll("*")].filter(
        (element) =>
          element.getBoundingClientRect().right > width + 0.5 &&
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      );
      problems.push(`${state}: the page is ${documentWidth} px wide on a ${width} px screen: ${beyond.slice(0, 4).map(nameOf)}`);
    }
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (style.position !== "fixed" || style.display === "none" || style.visibility === "hidden") continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${state}: ${nameOf(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== "visible")
        problems.push(`${state}: ${nameOf(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth} px)`);
    }
    return problems;
  }, state);

/** Opens each <details> of the page in turn (they close each other) and reports any overflow with it open. */
const overflowWithEachDisclosureOpen = async (page: Page, width: number) => {
  const problems: string[] = [];
  const count = await page.locator("main details").count();
  for (let index = 0; index < count; index += 1) {
    await page
      .locator("main details")
      .nth(index)
      .evaluate((details: HTMLDetailsElement) => {
        details.open = true;
      });
    problems.push(...(await sidewaysOverflow(page, `${width} px, disclosure ${index + 1} of ${count} open`)));
  }
  return problems;
};

test.describe("no sideways scrolling on a phone", () => {
  for (const path of sweptPaths) {
    firstVisitTest(`${path} fits 320, 360 and 390 px screens, with every disclosure open too`, async ({ page }) => {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const problems: string[] = [];
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        problems.push(...(await sidewaysOverflow(page, `${width} px`)));
        problems.push(...(await overflowWithEachDisclosureOpen(page, width)));
      }
      expect(problems).toEqual([]);
    });
  }

  test("every plan's price, its period and its struck-through price share one line at every phone width", async ({ page }) => {
    await page.goto("/pricing");
    const wrapped: string[] = [];
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const lines = await page.locator("[data-slot=price]").evaluateAll((prices) =>
        prices.map((price) => {
          // The amount sets the line's height: a price on one line is that tall.
          const lineHeight = Number.parseFloat(getComputedStyle(price.firstElementChild as Element).lineHeight);
          return `${price.textContent}: ${Math.round(price.getBoundingClientRect().height / lineHeight)}`;
        }),
      );
      wrapped.push(...lines.filter((line) => !line.endsWith(": 1")).map((line) => `${width} px, ${line} lines`));
    }
    expect(wrapped).toEqual([]);
  });

  for (const width of PHONE_WIDTHS) {
    test(`at ${width} px the mobile menu and both dialogs stay inside the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The widest page, so a layer that only fits a narrow page shows here too.
      await page.goto("/pricing");
      const problems: string[] = [];
      // The header names the product beside its mark at every width.
      await expect(page.getByRole("banner").getByText(site.name, { exact: true })).toBeVisible();

      await page.getByRole("button", { name: frame.openMenu }).click();
      const menu = page.getByRole("navigation", { name: frame.mobileLabel });
      await expect(menu).toBeVisible();
      // The audiences are a group named by the footer's title for them, not links without a name for the group, and not
      // a heading before the page's h1.
      const audiences = footerColumns[1] as (typeof footerColumns)[number];
      await expect(menu.getByRole("heading")).toHaveCount(0);
      await expect(menu.getByRole("group", { name: audiences.title }).getByRole("link")).toHaveText(
        audiences.links.map((link) => link.label),
      );
      problems.push(...(await sidewaysOverflow(page, "mobile menu open")));
      await page.getByRole("button", { name: frame.closeMenu }).click();

      await page.getByRole("button", { name: frame.openMenu }).click();
      await page.getByRole("navigation", { name: frame.mobileLabel }).getByRole("link", { name: frame.talkToSales }).click();
      const sales = page.getByRole("dialog", { name: salesForm.dialog.title });
      await expect(sales.getByLabel(startingWith(salesForm.labels.companyName))).toBeVisible();
      problems.push(...(await sidewaysOverflow(page, "Talk to Sales open")));
      // The form's own messages take room too: submit it empty so every field shows its error.
      await sales.getByRole("button", { name: leadForms["contact-sales"].messages.submit }).click();
      await expect(sales.getByLabel(startingWith(salesForm.labels.companyName))).toHaveAttribute("aria-invalid", "true");
      problems.push(...(await sidewaysOverflow(page, "Talk to Sales with its field errors")));
      await page.keyboard.press("Escape");
      await expect(sales).toBeHidden();

      await page.locator("footer").getByRole("link", { name: frame.contact, exact: true }).click();
      const contact = page.getByRole("dialog", { name: contactForm.dialog.title });
      await expect(contact.getByLabel(startingWith(contactForm.labels.subject))).toBeVisible();
      problems.push(...(await sidewaysOverflow(page, "Get in Touch open")));
      await contact.getByRole("button", { name: leadForms["contact-message"].messages.submit }).click();
      await expect(contact.getByLabel(startingWith(contactForm.labels.subject))).toHaveAttribute("aria-invalid", "true");
      problems.push(...(await sidewaysOverflow(page, "Get in Touch with its field errors")));

      expect(problems).toEqual([]);
    });
  }
});

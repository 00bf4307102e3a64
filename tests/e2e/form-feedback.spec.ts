/**
 * What the visitor is told when a lead form is not sent: where the toast appears and in which font, and which words it
 * carries when the server refuses (its own message when the visitor can act on it, the form's failure otherwise). A
 * sent form says so in its own place (tests/e2e/lead-forms.spec.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { leadForms } from "#content/lead-forms.ts";
import { expect, test } from "./fixtures.ts";
import { fillContact, fillSales, openContactDialog, openSalesDialog } from "./lead-dialogs.ts";

const sales = leadForms["contact-sales"];
const contact = leadForms["contact-message"];

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible toast with this text. */
const visibleToast = async (page: Page, text: string) => {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  return toast;
};

/**
 * Once its entrance has finished, in one step in the page (Sonner removes the toast 4 s after it shows, which a busy
 * machine could spend between steps): the toast's box and font, and the boxes of `others`. An animation that is
 * cancelled (Sonner restyles a toast as it settles) counts as finished.
 */
const settledToast = async (page: Page, text: string, others: Locator[]) => {
  const toast = await visibleToast(page, text);
  const handles = await Promise.all(others.map((other) => other.elementHandle()));
  return toast.evaluate(async (element, otherElements) => {
    for (
      let running = element.getAnimations({ subtree: true });
      running.length > 0;
      running = element.getAnimations({ subtree: true })
    )
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    const boxOf = (node: Element): Box => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    const box = boxOf(element);
    return {
      box,
      // Drawn over everything, the dialog that sent the form and its dimmed page included.
      onTop: element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
      font: getComputedStyle(element).fontFamily,
      pageFont: getComputedStyle(document.body).fontFamily,
      others: otherElements.map((other) => boxOf(other!)),
    };
  }, handles);
};

const forms = [
  { name: "Talk to Sales", definition: sales, open: openSalesDialog, fill: fillSales },
  { name: "Get in Touch", definition: contact, open: openContactDialog, fill: fillContact },
] as const;

type LeadForm = (typeof forms)[number];
type ServerAnswer = { status: number; error: string; headers?: Record<string, string> };

/**
 * Sends a valid lead from its dialog on the home page, the server's answer replaced by `answer` when one is given
 * (Playwright's request interception, at the network boundary).
 */
const sendFromHome = async (page: Page, form: LeadForm, answer?: ServerAnswer) => {
  if (answer) {
    await page.route(`**/functions/v1/${form.definition.functionName}`, (route) =>
      route.fulfill({
        status: answer.status,
        headers: answer.headers,
        contentType: "application/json",
        body: JSON.stringify({ error: answer.error }),
      }),
    );
  }
  await page.goto("/");
  const dialog = await form.open(page);
  await form.fill(dialog);
  const submit = dialog.getByRole("button", { name: form.definition.messages.submit });
  await submit.click();
  return { dialog, submit };
};

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

test.describe("the toast after a failed send", () => {
  for (const viewport of viewports) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      for (const form of forms) {
        test(`after ${form.name} fails it covers neither the header nor the form's submit button, in the site's font`, async ({
          page,
        }) => {
          const { submit } = await sendFromHome(page, form, { status: 500, error: "Something went wrong on our side." });
          const toast = await settledToast(page, form.definition.messages.failure, [page.locator("body > header"), submit]);

          const [header, submitButton] = toast.others;
          expect(toast.onTop, "the toast is drawn over the dialog").toBe(true);
          expect(overlaps(toast.box, header!)).toBe(false);
          expect(overlaps(toast.box, submitButton!)).toBe(false);
          expect(toast.font).toBe(toast.pageFont);
          expect(toast.font).toMatch(/^"Inter Variable"/);
        });
      }
    });
  }
});

test.describe("the words of a refusal", () => {
  for (const form of forms) {
    test(`${form.name}: a rate limit (429 with Retry-After) shows the server's own message and keeps what was typed`, async ({
      page,
    }) => {
      const message = "Too many submissions from your network. Please try again in 540 seconds.";
      const { dialog } = await sendFromHome(page, form, { status: 429, headers: { "Retry-After": "540" }, error: message });

      await visibleToast(page, message);
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: form.definition.messages.failure })).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(/^(Company name|Subject)/)).not.toHaveValue("");
    });

    test(`${form.name}: a body too large (413) shows the server's own message`, async ({ page }) => {
      const message = "The body may be at most 32 KB.";
      await sendFromHome(page, form, { status: 413, error: message });

      await visibleToast(page, message);
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: form.definition.messages.failure })).toHaveCount(0);
    });

    test(`${form.name}: a refusal the visitor cannot act on (403) keeps the form's failure message`, async ({ page }) => {
      await sendFromHome(page, form, { status: 403, error: "This origin may not call the site's functions." });

      await visibleToast(page, form.definition.messages.failure);
      await expect(page.getByText("This origin may not call")).toHaveCount(0);
    });
  }
});

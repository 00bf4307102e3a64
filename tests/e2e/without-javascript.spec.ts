/**
 * The site with JavaScript turned off: the mobile menu, the links that open the dialogs, and both lead forms, which post
 * to their pages and are validated, stored and answered by the server through the same functions as the JSON path.
 */
import { expect, type Page, test } from "@playwright/test";
import { leadForms } from "#content/lead-forms.ts";
import { contactSalesPageCopy } from "#content/pages/contact-sales.ts";
import { formHref } from "#core/lead-form-anchors.ts";
import { formSentAnchor } from "#core/lead-forms.ts";
import { E2E_DATA_DIR } from "#tests/support/e2e-server.ts";
import { runLeadsCommand } from "#tests/support/server-process.ts";
import {
  contactForm,
  containing,
  fieldMessage,
  frame,
  mainLinkLabel,
  salesForm,
  startingWith,
} from "#tests/support/site-copy.ts";

test.use({ javaScriptEnabled: false });

type StoredLead = { formType: string; email: string; fields: Record<string, string>; page: string | null };

const storedLeads = async (): Promise<StoredLead[]> => {
  const run = await runLeadsCommand({ DATA_DIR: E2E_DATA_DIR }, "export", "--format", "json");
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as StoredLead[];
};

/** Every request the page makes from now on: its method and URL. */
const recordRequests = (page: Page) => {
  const requests: { method: string; url: string }[] = [];
  page.on("request", (request) => requests.push({ method: request.method(), url: request.url() }));
  return requests;
};

const expectNoValueInUrls = (requests: { url: string }[], values: string[]) => {
  for (const { url } of requests) {
    const decoded = decodeURIComponent(url);
    for (const value of values) expect(decoded, `${value} in ${url}`).not.toContain(value);
  }
};

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, closes and leads to its pages, by mouse and keyboard", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: frame.mobileLabel });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: frame.openMenu }).click();
    await expect(menu.getByRole("link", { name: mainLinkLabel("pricing") })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: frame.openMenu })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: frame.closeMenu })).toBeVisible();
    await menu.getByRole("link", { name: mainLinkLabel("pricing") }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: frame.openMenu }).click();
    await menu.getByRole("link", { name: frame.talkToSales }).click();
    await expect(page).toHaveURL(new RegExp(`${formHref("contact-sales")}$`));
  });
});

test.describe("the links that open the dialogs", () => {
  test("Talk to Sales in the header reaches the contact-sales form", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/features");
    await page.locator("header").getByRole("link", { name: frame.talkToSales }).click();
    await expect(page).toHaveURL(new RegExp(`${formHref("contact-sales")}$`));
    await expect(page.getByRole("form", { name: leadForms["contact-sales"].title })).toBeVisible();
  });

  test("Contact in the footer reaches the Get in Touch form", async ({ page }) => {
    await page.goto("/pricing");
    await page.locator("footer").getByRole("link", { name: frame.contact, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${formHref("contact-message")}$`));
    await expect(page.getByRole("form", { name: leadForms["contact-message"].title })).toBeVisible();
  });
});

test.describe("the lead forms", () => {
  // A phone: the answer page must open on its outcome (message or first error), not at its top, 2,000 px above it.
  test.use({ viewport: { width: 390, height: 844 } });
  const sales = leadForms["contact-sales"];
  const contact = leadForms["contact-message"];

  for (const formType of ["contact-sales", "contact-message"] as const) {
    const form = leadForms[formType];
    test(`the ${form.title} form's answer pages open on their outcome`, async ({ page }) => {
      // Sent to a function on another host, which sends the visitor back to the page at its success fragment.
      await page.goto(`${form.pagePath}#${formSentAnchor(formType)}`);
      await expect(page.getByRole("status").filter({ hasText: form.messages.success })).toBeInViewport();
      // Posted empty to the page itself: the answer opens on the first error.
      await page.goto(form.pagePath);
      await page.getByRole("form", { name: form.title }).getByRole("button", { name: form.messages.submit }).click();
      const answered = page.getByRole("form", { name: form.title });
      await expect(answered.getByRole("alert")).toBeInViewport();
      await expect(answered.locator("[aria-invalid=true]").first()).toBeInViewport();
    });
  }

  test("a valid contact-sales form is posted, stored and thanked, with nothing typed in a URL", async ({ page }) => {
    const email = `no-script-sales-${Date.now()}@example.com`;
    await page.goto("/contact-sales");
    const requests = recordRequests(page);
    const form = page.getByRole("form", { name: sales.title });
    await form.getByLabel(startingWith(salesForm.labels.companyName)).fill("Quiet Pages Ltd");
    await form.getByLabel(startingWith(salesForm.labels.contactName)).fill("Grace Hopper");
    await form.getByLabel(startingWith(salesForm.labels.email)).fill(email);
    await form.getByLabel(startingWith(salesForm.labels.role)).fill("Head of Product");
    await form.getByLabel(startingWith(salesForm.labels.industry)).selectOption({ index: 1 });
    await form.getByLabel(startingWith(salesForm.labels.location)).selectOption({ index: 1 });
    await form.getByLabel(startingWith(salesForm.labels.primaryGoal)).fill("Specs our engineers read");
    await form.getByRole("button", { name: sales.messages.submit }).click();

    await expect(page.getByRole("status").filter({ hasText: sales.messages.success })).toBeInViewport();
    await expect(page.getByRole("form", { name: sales.title })).toHaveCount(0);
    // The message's heading has the focus, and the panel's heading and its note about the fields went with them.
    await expect(page.getByRole("heading", { name: sales.messages.success })).toBeFocused();
    await expect(page.getByRole("heading", { name: contactSalesPageCopy.labels.formTitle })).toBeHidden();
    await expect(page.getByText(contactSalesPageCopy.labels.requiredNote, { exact: true })).toBeHidden();
    const post = requests.find((request) => request.method === "POST");
    expect(post?.url).toMatch(/\/contact-sales$/);
    expectNoValueInUrls(requests, ["Quiet Pages", "Grace", email, "Specs our engineers"]);
    expect(page.url()).toMatch(/\/contact-sales$/);

    const lead = (await storedLeads()).find((candidate) => candidate.email === email);
    expect(lead).toMatchObject({
      formType: "contact-sales",
      page: "/contact-sales",
      fields: { companyName: "Quiet Pages Ltd", contactName: "Grace Hopper", primaryGoal: "Specs our engineers read" },
    });
  });

  test("a valid Get in Touch form is posted, stored and thanked, with nothing typed in a URL", async ({ page }) => {
    const email = `no-script-contact-${Date.now()}@example.com`;
    await page.goto("/contact");
    const requests = recordRequests(page);
    const form = page.getByRole("form", { name: contact.title });
    await form.getByLabel(startingWith(contactForm.labels.name)).fill("Katherine Johnson");
    await form.getByLabel(startingWith(contactForm.labels.email)).fill(email);
    await form.getByLabel(startingWith(contactForm.labels.subject)).fill("Orbits & <trajectories>");
    await form.getByLabel(startingWith(contactForm.labels.message)).fill("Two lines:\nthe second one.");
    await form.getByRole("button", { name: contact.messages.submit }).click();

    await expect(page.getByRole("status").filter({ hasText: contact.messages.success })).toBeInViewport();
    expect(requests.filter((request) => request.method === "POST").map((request) => new URL(request.url).pathname)).toEqual([
      "/contact",
    ]);
    expectNoValueInUrls(requests, ["Katherine", email, "Orbits", "second one"]);

    const lead = (await storedLeads()).find((candidate) => candidate.email === email);
    expect(lead).toMatchObject({
      formType: "contact-message",
      fields: { name: "Katherine Johnson", subject: "Orbits & <trajectories>", message: "Two lines:\nthe second one." },
    });
  });

  test("an invalid form comes back with each field's error and everything typed kept, and stores nothing", async ({ page }) => {
    const email = `not-an-address-${Date.now()}`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: contact.title });
    await form.getByLabel(startingWith(contactForm.labels.name)).fill("Dorothy Vaughan");
    await form.getByLabel(startingWith(contactForm.labels.email)).fill(email);
    await form.getByLabel(startingWith(contactForm.labels.message)).fill("What I wrote stays.");
    await form.getByRole("button", { name: contact.messages.submit }).click();

    const answered = page.getByRole("form", { name: contact.title });
    await expect(answered.getByRole("alert")).toBeVisible();
    await expect(answered.getByLabel(startingWith(contactForm.labels.name))).toHaveValue("Dorothy Vaughan");
    await expect(answered.getByLabel(startingWith(contactForm.labels.email))).toHaveValue(email);
    await expect(answered.getByLabel(startingWith(contactForm.labels.message))).toHaveValue("What I wrote stays.");
    await expect(answered.getByLabel(startingWith(contactForm.labels.email))).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel(startingWith(contactForm.labels.email))).toHaveAccessibleDescription(
      containing(fieldMessage("contact-message", "email", "invalid")),
    );
    await expect(answered.getByLabel(startingWith(contactForm.labels.subject))).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel(startingWith(contactForm.labels.email))).toBeFocused();
    await expect(answered.getByLabel(startingWith(contactForm.labels.name))).not.toHaveAttribute("aria-invalid", "true");
    expect(page.url()).toMatch(/\/contact$/);
    expect((await storedLeads()).some((lead) => lead.fields.name === "Dorothy Vaughan")).toBe(false);

    // Corrected and sent again from the answer page, it goes through.
    await answered.getByLabel(startingWith(contactForm.labels.email)).fill(`${email}@example.com`);
    await answered.getByLabel(startingWith(contactForm.labels.subject)).fill("Fixed");
    await answered.getByRole("button", { name: contact.messages.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: contact.messages.success })).toBeVisible();
    expect((await storedLeads()).filter((lead) => lead.email === `${email}@example.com`.toLowerCase())).toHaveLength(1);
  });

  test("sending the same form twice stores one lead", async ({ page }) => {
    const email = `twice-${Date.now()}@example.com`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await page.goto("/contact");
      const form = page.getByRole("form", { name: contact.title });
      await form.getByLabel(startingWith(contactForm.labels.name)).fill("Mary Jackson");
      await form.getByLabel(startingWith(contactForm.labels.email)).fill(email);
      await form.getByLabel(startingWith(contactForm.labels.subject)).fill("Once");
      await form.getByLabel(startingWith(contactForm.labels.message)).fill("Only one of me, please.");
      await form.getByRole("button", { name: contact.messages.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: contact.messages.success })).toBeVisible();
    }
    expect((await storedLeads()).filter((lead) => lead.email === email)).toHaveLength(1);
  });
});

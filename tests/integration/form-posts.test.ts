/**
 * The forms posted without JavaScript, through the app as the server composes it: a body the server cannot read is
 * the visitor's error, answered 400 with the form's page saying what to do, never a 5xx nor a stack trace in the log.
 */
import { count } from "drizzle-orm";
import type { Hono } from "hono";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formPostMessages } from "#content/form-post-messages.ts";
import { leadForms } from "#content/lead-forms.ts";
import type { LeadFormType } from "#core/lead-forms.ts";
import { leads } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { MULTIPART_BOUNDARY, multipartBody, urlencodedBody } from "#tests/support/form-post-bodies.ts";
import { contactMessageInput, contactSalesInput, createLeadTestApp, OWN_HOST } from "#tests/support/lead-test-app.ts";
import { openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";

const formTypes = Object.keys(leadForms) as LeadFormType[];
const validFields = (formType: LeadFormType): Record<string, string> =>
  (formType === "contact-sales" ? contactSalesInput() : contactMessageInput()) as Record<string, string>;
const nameField = (formType: LeadFormType) => (formType === "contact-sales" ? "contactName" : "name");

/** The form's valid fields, urlencoded, with the visitor's name written as `rawName`, escapes and all. */
const urlencodedWithName = (formType: LeadFormType, rawName: string) =>
  urlencodedBody(validFields(formType), (name, value) => (name === nameField(formType) ? rawName : encodeURIComponent(value)));

type Body = string | Uint8Array<ArrayBuffer>;

/**
 * Every shape of body a form post can arrive in that cannot be read as the form's fields. Where the shape allows,
 * the rest of the form is valid, so that a server reading it leniently would store a lead.
 */
const unreadableBodies: { shape: string; contentType: string; body: (formType: LeadFormType) => Body }[] = [
  { shape: "multipart without a boundary", contentType: "multipart/form-data", body: () => "x" },
  { shape: "multipart with an empty boundary", contentType: "multipart/form-data; boundary=", body: () => "x" },
  {
    shape: "multipart whose body lacks its boundary",
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    body: (formType) => urlencodedWithName(formType, "Ada"),
  },
  {
    shape: "multipart cut off in the middle of a part",
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    body: (formType) => multipartBody(validFields(formType)).slice(0, -`\r\n--${MULTIPART_BOUNDARY}--\r\n`.length - 3),
  },
  {
    shape: "urlencoded with a broken percent escape",
    contentType: "application/x-www-form-urlencoded",
    body: (formType) => urlencodedWithName(formType, "Ada%2"),
  },
  {
    shape: "urlencoded with escapes that are not UTF-8",
    contentType: "application/x-www-form-urlencoded",
    body: (formType) => urlencodedWithName(formType, "%FF%FEAda"),
  },
  {
    shape: "urlencoded with bytes that are not UTF-8",
    contentType: "application/x-www-form-urlencoded",
    body: (formType) => {
      const [before = "", after = ""] = urlencodedWithName(formType, "\u0000").split("\u0000");
      const encoder = new TextEncoder();
      return new Uint8Array([...encoder.encode(before), 0xff, 0xfe, 0x41, ...encoder.encode(after)]);
    },
  },
  {
    shape: "urlencoded in a charset the server does not read",
    contentType: "application/x-www-form-urlencoded; charset=klingon",
    body: (formType) => urlencodedWithName(formType, "Ada"),
  },
  {
    shape: "multipart in a charset the server does not read",
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}; charset=iso-8859-1`,
    body: (formType) => multipartBody(validFields(formType)),
  },
];

describe("a form posted without JavaScript", () => {
  let database: TestDatabase;
  let app: Hono;
  const log: { level: number; msg: string; err?: unknown; stack?: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const logger = createLogger("info", { write: (line: string) => void log.push(JSON.parse(line)) });
    app = createLeadTestApp(database.db, { logger, rateLimit: { max: 1_000_000, windowMs: 60_000 } });
  });
  afterAll(() => database.destroy());
  beforeEach(() => {
    log.length = 0;
  });

  const storedLeads = async () => (await database.db.select({ n: count() }).from(leads))[0]?.n ?? 0;

  const post = (formType: LeadFormType, contentType: string, body: Body, headers: Record<string, string> = {}) =>
    app.request(`http://${OWN_HOST}${leadForms[formType].pagePath}`, {
      method: "POST",
      headers: { Host: OWN_HOST, Origin: `http://${OWN_HOST}`, "Content-Type": contentType, ...headers },
      body,
    });

  it("keeps the campaign of the site's page it was sent from, and ignores another site's", async () => {
    const sendFrom = async (page: string, name: string) => {
      const fields = { ...validFields("contact-message"), name };
      const answer = await post("contact-message", "application/x-www-form-urlencoded", urlencodedBody(fields), {
        Referer: page,
      });
      expect(answer.status, await answer.text()).toBe(200);
      return (await database.db.select().from(leads)).find((lead) => lead.fields.name === name);
    };
    const ours = await sendFrom(`http://${OWN_HOST}/pricing?utm_source=newsletter&utm_campaign=launch`, "Campaign Reader");
    expect(ours).toMatchObject({ utmSource: "newsletter", utmCampaign: "launch", utmMedium: null });
    const theirs = await sendFrom("https://elsewhere.example/?utm_source=spoofed", "Elsewhere Reader");
    expect(theirs).toMatchObject({ utmSource: null, utmCampaign: null });
  });

  it("refuses a 70-emoji name and a 5,200-unit message, marking both fields and storing nothing", async () => {
    const before = await storedLeads();
    const fields = { ...validFields("contact-message"), name: "🌟".repeat(70), message: "🌟".repeat(2_600) };
    const response = await post("contact-message", "application/x-www-form-urlencoded", urlencodedBody(fields));
    expect(response.status).toBe(400);
    const page = parse(await response.text());
    for (const name of ["name", "message"]) {
      expect(page.querySelector(`[name="${name}"]`)?.getAttribute("aria-invalid")).toBe("true");
      expect(page.querySelector(`[id="${name}-error"]`)?.text).toMatch(/^Keep .* to [\d,]+ characters or fewer\.$/);
    }
    expect(await storedLeads()).toBe(before);
  });

  describe.each(formTypes)("to the %s form's page", (formType) => {
    it.each(unreadableBodies)("answers $shape with 400 and the form's page saying what to do", async ({ contentType, body }) => {
      const before = await storedLeads();
      const response = await post(formType, contentType, body(formType));
      const html = await response.text();
      expect(response.status, html).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("no-store");

      const page = parse(html);
      const form = page.querySelector(`[data-lead-form="${formType}"] form`);
      expect(form?.getAttribute("action")).toBe(leadForms[formType].pagePath);
      const message = form?.querySelector('[data-form-slot="error"]');
      expect(message?.hasAttribute("hidden")).toBe(false);
      expect(message?.text).toContain(formPostMessages.unreadable);

      expect(await storedLeads()).toBe(before);
      expect(log.filter((line) => line.level >= 50)).toEqual([]);
      expect(log.filter((line) => line.level === 40)).toHaveLength(1);
      expect(JSON.stringify(log)).not.toMatch(/\bat .+:\d+:\d+/);
    });

    it("stores a well-formed multipart post, and a urlencoded one that names UTF-8", async () => {
      const fields = validFields(formType);
      const multipartAnswer = await post(formType, `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, multipartBody(fields));
      expect(multipartAnswer.status, await multipartAnswer.text()).toBe(200);
      const name = nameField(formType);
      const urlencoded = new URLSearchParams({ ...fields, [name]: "Zoë 🌟 + Ada" }).toString();
      const before = await storedLeads();
      const urlencodedAnswer = await post(formType, "application/x-www-form-urlencoded; charset=UTF-8", urlencoded);
      expect(urlencodedAnswer.status, await urlencodedAnswer.text()).toBe(200);
      expect(await storedLeads()).toBe(before + 1);
      const stored = await database.db.select().from(leads);
      expect(stored.some((lead) => lead.fields[name] === "Zoë 🌟 + Ada")).toBe(true);
    });
  });
});

/**
 * Property-based: malformed, oversized and hostile bodies thrown at both functions, and at both forms' pages as form
 * posts, never get a 5xx and never leave a row behind.
 */
import { count } from "drizzle-orm";
import fc from "fast-check";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadForms } from "#content/lead-forms.ts";
import { type LeadFormType, MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import { leads, outboxJobs } from "#server/db/schema.ts";
import { FORM_MEDIA_TYPES } from "#server/form-posts/form-body.ts";
import { MULTIPART_BOUNDARY, multipartBody, urlencodedBody } from "#tests/support/form-post-bodies.ts";
import { contactMessageInput, contactSalesInput, createLeadTestApp, OWN_HOST } from "#tests/support/lead-test-app.ts";
import { databaseKinds, openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const functionNames = ["send-contact-sales", "send-contact-message"] as const;
const fieldNames = [...Object.keys(contactSalesInput()), ...Object.keys(contactMessageInput()), "page", "attribution", "website"];

/** Strings a browser would never send: lone surrogates, NUL and other control characters, huge runs, markup. */
const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).map((text) => `\u0000${text}\ud800`),
  fc.constantFrom("", " ", "\t\n", "<script>alert(1)</script>", "'; drop table leads; --", "\u202e\u0000", "\udfff\ud800"),
  fc.integer({ min: 121, max: 12_000 }).map((length) => "x".repeat(length)),
);

const wrongValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 3 }),
);

/** A form body where at least one field is broken; any field may be missing, mistyped or hostile. */
const invalidBody = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...fieldNames), wrongValue, { maxKeys: 12 }),
    fc.constantFrom(...Object.keys(contactSalesInput()), ...Object.keys(contactMessageInput())),
    fc.oneof(fc.constant(undefined), fc.integer(), fc.constant(null), fc.constant(""), fc.constant("x".repeat(5_001))),
  )
  .map(([fields, broken, brokenValue]) => {
    const body: Record<string, unknown> = { ...fields };
    if (brokenValue === undefined) delete body[broken];
    else body[broken] = brokenValue;
    return JSON.stringify(body);
  });

/** Valid-looking fields next to keys that would pollute a prototype if merged naively, with one field broken. */
const pollutingBody = fc.tuple(fc.constantFrom(...functionNames), fc.jsonValue({ maxDepth: 3 })).map(([name, junk]) => {
  const fields: Record<string, unknown> =
    name === "send-contact-sales" ? { ...contactSalesInput() } : { ...contactMessageInput() };
  fields.email = "not an address";
  const valid = JSON.stringify(fields).slice(1, -1);
  return `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":${JSON.stringify(junk)},${valid}}`;
});

const rawBody = fc.oneof(
  invalidBody,
  pollutingBody,
  fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value) ?? "null"),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom("", "{", "[", "{}}", '{"a":', "\u0000", "null", "true", "1e999", '{"email":{"$gt":""}}'),
  fc.integer({ min: MAX_REQUEST_BYTES - 64, max: MAX_REQUEST_BYTES * 4 }).map((size) => `{"message":"${"x".repeat(size)}"}`),
);

/** Bytes that are not UTF-8 at all, or JSON with invalid UTF-8 inside a string. */
const rawBytes = fc.oneof(
  fc.uint8Array({ maxLength: 400 }),
  fc.uint8Array({ minLength: 1, maxLength: 20 }).map((bytes) => {
    const prefix = new TextEncoder().encode('{"name":"');
    const suffix = new TextEncoder().encode('","email":"a@b.co","subject":"s","message":"m"}');
    return new Uint8Array([...prefix, 0xc3, 0x28, 0xff, ...bytes.map((byte) => byte | 0x80), ...suffix]);
  }),
);

const headerText = (maxLength: number) => fc.string({ maxLength }).filter((value) => !/[\r\n\0]/.test(value));

const contentType = fc.oneof(
  fc.constant("application/json"),
  fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "",
    "application/json; charset=latin1",
  ),
  fc.constantFrom("APPLICATION/JSON", "application/json;charset=utf-8", "application/jsonp", "application/json, text/html"),
  headerText(40),
);

/** Form posts' content types: with, without, or with an empty or odd boundary, in UTF-8 or another charset. */
const formContentType = fc.oneof(
  fc.constantFrom(
    "multipart/form-data",
    "multipart/form-data; boundary=",
    `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    `multipart/form-data; boundary="${MULTIPART_BOUNDARY}"`,
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=UTF-8",
  ),
  fc.tuple(fc.constantFrom(...FORM_MEDIA_TYPES), headerText(20)).map(([type, charset]) => `${type}; charset=${charset}`),
  headerText(70).map((boundary) => `multipart/form-data; boundary=${boundary}`),
  fc.tuple(fc.constantFrom(...FORM_MEDIA_TYPES), headerText(40)).map(([type, parameters]) => `${type};${parameters}`),
);

const validFormFields = fc
  .constantFrom(contactSalesInput(), contactMessageInput())
  .map((fields) => fields as Record<string, string>);

/** Form bodies: random text and bytes, and valid forms cut short or with a broken escape or stray bytes inside. */
const formBody = fc.oneof(
  rawBody,
  rawBytes,
  fc.constantFrom("", "x", "=", "&&&", "%", "%zz=1", "a=%FF%FE", `--${MULTIPART_BOUNDARY}`, `--${MULTIPART_BOUNDARY}--`),
  fc
    .tuple(validFormFields, fc.nat())
    .map(([fields, cut]) => multipartBody(fields).slice(0, cut % (multipartBody(fields).length + 1))),
  fc.tuple(validFormFields, fc.nat(), fc.string({ maxLength: 3 })).map(([fields, at, junk]) => {
    const body = urlencodedBody(fields);
    const position = at % (body.length + 1);
    return `${body.slice(0, position)}%${junk}${body.slice(position)}`;
  }),
  fc.tuple(validFormFields, fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 4 })).map(([fields, at, junk]) => {
    const body = new TextEncoder().encode(multipartBody(fields));
    const position = at % (body.length + 1);
    return new Uint8Array([...body.subarray(0, position), ...junk.map((byte) => byte | 0x80), ...body.subarray(position)]);
  }),
);

describe.each(databaseKinds)("hostile bodies on %s", (kind) => {
  let database: TestDatabase;
  let app: Hono;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = createLeadTestApp(database.db, { rateLimit: { max: 1_000_000, windowMs: 60_000 } });
  });
  afterAll(() => database.destroy());

  const rowCount = async () => {
    const [leadRows] = await database.db.select({ n: count() }).from(leads);
    const [jobRows] = await database.db.select({ n: count() }).from(outboxJobs);
    return (leadRows?.n ?? 0) + (jobRows?.n ?? 0);
  };

  const send = (name: string, body: string | Uint8Array<ArrayBuffer>, type: string, key?: string) => {
    const headers: Record<string, string> = { Host: OWN_HOST, Origin: `http://${OWN_HOST}` };
    if (type !== "") headers["Content-Type"] = type;
    if (key !== undefined) headers["Idempotency-Key"] = key;
    return app.request(`http://${OWN_HOST}/functions/v1/${name}`, { method: "POST", headers, body });
  };

  const neverFailsNorStores = async (name: string, body: string | Uint8Array<ArrayBuffer>, type: string, key?: string) => {
    const before = await rowCount();
    const response = await send(name, body, type, key);
    const text = await response.text();
    expect(response.status, text).toBeLessThan(500);
    expect(response.status).not.toBe(200);
    expect(() => JSON.parse(text)).not.toThrow();
    expect(await rowCount()).toBe(before);
  };

  it("never answers 5xx nor stores anything for malformed, oversized or hostile JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...functionNames), rawBody, async (name, body) => {
        await neverFailsNorStores(name, body, "application/json");
      }),
      { numRuns: RUNS },
    );
  });

  it("never answers 5xx nor stores anything for bytes that are not UTF-8", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...functionNames), rawBytes, async (name, bytes) => {
        await neverFailsNorStores(name, bytes, "application/json");
      }),
      { numRuns: RUNS },
    );
  });

  it("never answers 5xx nor stores anything for wrong content types and odd Idempotency-Keys", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...functionNames),
        rawBody,
        contentType,
        fc.option(
          fc.string({ unit: "binary-ascii", maxLength: 300 }).filter((key) => !/[\r\n\0]/.test(key)),
          { nil: undefined },
        ),
        async (name, body, type, key) => {
          await neverFailsNorStores(name, body, type, key);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("never answers 5xx to a form post, answers with the form's page, and stores nothing it refuses", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(leadForms) as LeadFormType[])),
        formContentType,
        formBody,
        async (formType, type, body) => {
          const before = await rowCount();
          const response = await app.request(`http://${OWN_HOST}${leadForms[formType].pagePath}`, {
            method: "POST",
            headers: { Host: OWN_HOST, Origin: `http://${OWN_HOST}`, "Content-Type": type },
            body,
          });
          const html = await response.text();
          expect(response.status, html).toBeLessThan(500);
          expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
          expect(html).toContain(`data-lead-form="${formType}"`);
          if (response.status !== 200) expect(await rowCount()).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("stores acceptable text with lone surrogates and control characters cleaned, never failing on it", async () => {
    const text = fc.string({ unit: "binary", minLength: 1, maxLength: 100 }).map((value) => `a${value}`);
    await fc.assert(
      fc.asyncProperty(text, text, text, text, async (name, subject, message, page) => {
        const body = JSON.stringify({
          ...contactMessageInput({ name, subject, message }),
          page,
          attribution: { utm_source: page },
        });
        const response = await send("send-contact-message", body, "application/json");
        expect(response.status).toBeLessThan(500);
        if (response.status !== 200) return;
        const { id } = await response.json();
        const stored = (await database.db.select().from(leads)).find((lead) => lead.id === id);
        for (const value of [...Object.values(stored?.fields ?? {}), stored?.page ?? "", stored?.utmSource ?? ""]) {
          expect(value.replace(/[\n\t]/g, "")).not.toMatch(/\p{Cc}/u);
          expect(value.isWellFormed()).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("stores only the schema's fields of a valid body, whatever else it carries, and pollutes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
        async (extra) => {
          const fields = contactMessageInput();
          const { website: _ignored, ...rest } = extra as Record<string, unknown>;
          const body = `{"__proto__":{"polluted":true},${JSON.stringify({ ...rest, ...fields }).slice(1)}`;
          const response = await send("send-contact-message", body, "application/json");
          expect(response.status).toBe(200);
          const { id } = await response.json();
          const stored = (await database.db.select().from(leads)).find((lead) => lead.id === id);
          expect(stored?.fields).toEqual(fields);
        },
      ),
      { numRuns: Math.min(RUNS, 50) },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/**
 * The forms' length limits count UTF-16 code units, as a browser's maxlength does (decision 023): an emoji is two.
 * Each limited field is tried at its limit and one unit over, written in emoji.
 */
import { describe, expect, it } from "vitest";
import { leadForms } from "#content/lead-forms.ts";
import { withThousandsSeparators } from "#core/format-number.ts";
import { type LeadFormType, leadContextSchema } from "#core/lead-forms.ts";
import { contactMessageInput, contactSalesInput } from "#tooling/sample-leads.ts";

const EMOJI = "🌟"; // one code point, two UTF-16 units

/** Exactly `units` UTF-16 units, all emoji but the last unit when `units` is odd. */
const emojiText = (units: number) => EMOJI.repeat(Math.floor(units / 2)) + "a".repeat(units % 2);

/** What decision 023 sets for each field a visitor types. */
const expectedLimits: Record<LeadFormType, Record<string, number>> = {
  "contact-sales": {
    companyName: 120,
    contactName: 120,
    email: 254,
    role: 120,
    currentTools: 1_000,
    primaryGoal: 4_000,
  },
  "contact-message": { name: 120, email: 254, subject: 200, message: 5_000 },
};

const validInput = (formType: LeadFormType): Record<string, string> =>
  (formType === "contact-sales" ? contactSalesInput() : contactMessageInput()) as Record<string, string>;

/** A valid address of exactly `units` units (addresses are ASCII, so the emoji cases are below). */
const addressOf = (units: number) => `${"a".repeat(units - "@example.com".length)}@example.com`;

const cases = Object.entries(expectedLimits).flatMap(([formType, fields]) =>
  Object.entries(fields).map(([field, limit]) => ({ formType: formType as LeadFormType, field, limit })),
);

describe("the forms' length limits", () => {
  it("are the ones each form's fields are given, in one place", () => {
    for (const formType of Object.keys(expectedLimits) as LeadFormType[])
      expect(leadForms[formType].maxLengths).toEqual(expectedLimits[formType]);
  });

  describe.each(cases)("$formType's $field", ({ formType, field, limit }) => {
    const { schema } = leadForms[formType];
    const valueAt = (units: number) => (field === "email" ? addressOf(units) : emojiText(units));
    const fieldIssues = (value: string) => {
      const result = schema.safeParse({ ...validInput(formType), [field]: value });
      return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field);
    };

    it(`takes ${limit} units`, () => {
      expect(fieldIssues(valueAt(limit))).toEqual([]);
    });

    it(`refuses ${limit + 1} units, saying how long it may be`, () => {
      const overByOne = field === "email" ? addressOf(limit + 1) : `${emojiText(limit)}a`;
      expect(overByOne.length).toBe(limit + 1);
      expect(fieldIssues(overByOne).map((issue) => issue.message)).toEqual([
        expect.stringContaining(withThousandsSeparators(limit)),
      ]);
    });

    it("refuses emoji past the limit in units even when their code points fit", () => {
      const emoji = field === "email" ? `${EMOJI.repeat(limit / 2)}@example.com` : `${EMOJI.repeat(Math.ceil(limit / 2))}a`;
      expect([...emoji].length).toBeLessThanOrEqual(limit);
      expect(fieldIssues(emoji).map((issue) => issue.message)).toEqual([expect.stringContaining(withThousandsSeparators(limit))]);
    });
  });

  it.each([
    ["page", 2_048],
    ["referrer", 2_048],
    ["utm_source", 500],
  ])("keeps the context's %s up to %i units and drops it one unit over", (name, limit) => {
    const context = (value: string) =>
      name === "page"
        ? leadContextSchema.parse({ page: value }).page
        : leadContextSchema.parse({ attribution: { [name]: value } }).attribution?.[name as "referrer"];
    expect(context(emojiText(limit))).toBe(emojiText(limit));
    expect(context(`${emojiText(limit)}a`)).toBeUndefined();
  });
});

import type { CmsField } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentFiles } from "#core/content-files.ts";
import { contentIconNames } from "#core/content-icons.ts";
import { copy, flag, icon, listOf, paragraph, slug, webAddress, whole } from "#core/content-schemas/fields.ts";
import { homeContentSchema } from "#core/content-schemas/home.ts";
import { PLAN_DESCRIPTION_MAX, plansContentSchema } from "#core/content-schemas/plans.ts";
import { cmsFieldsOf, labelFromName } from "#scripts/build-steps/cms-fields.ts";

/** One field by its path of names, as plain data. */
const fieldAt = (fields: CmsField[], ...names: string[]): Record<string, unknown> => {
  const [name, ...rest] = names;
  const found = fields.find((candidate) => candidate.name === name) as Record<string, unknown> | undefined;
  if (!found) throw new Error(`no field ${name}`);
  if (rest.length === 0) return found;
  const inner = (found.fields ?? [found.field]) as CmsField[];
  return fieldAt(inner, ...rest);
};

const matches = (field: Record<string, unknown>, value: string): boolean => {
  const [pattern] = field.pattern as [string, string];
  return new RegExp(pattern).test(value);
};

describe("content manager fields from a zod schema", () => {
  const schema = z.object({
    headline: copy("Headline", "The page's first line."),
    body: paragraph("Text"),
    id: slug("Id"),
    price: whole("Price"),
    rating: z.number().min(1).max(5).meta({ title: "Rating" }),
    popular: flag("Most popular"),
    address: webAddress("Address"),
    icon: icon(),
    currency: z.literal("USD").meta({ title: "Currency" }),
    note: z.string().max(20).optional(),
    features: listOf(copy("Feature"), "Features").check(z.minLength(1)),
    stats: listOf(z.object({ value: copy("Figure"), label: copy("Label") }), "Figures").check(z.length(3)),
    limits: z.object({ seats: copy("Seats"), sdkPlugin: flag("SDK plug-in") }).meta({ title: "Limits" }),
    source: z
      .object({ name: copy("Name"), url: webAddress("Page") })
      .optional()
      .meta({ title: "Source" }),
  });
  const fields = cmsFieldsOf(schema);

  it("names each field as the schema does, labelled and hinted from its meta, in the schema's order", () => {
    expect(fields.map((field) => field.name)).toEqual(Object.keys(schema.shape));
    expect(fieldAt(fields, "headline")).toMatchObject({ label: "Headline", hint: "The page's first line.", widget: "string" });
    expect(fieldAt(fields, "note")).toMatchObject({ label: "Note", required: false });
    expect(fieldAt(fields, "headline").required).toBeUndefined();
    expect(labelFromName("softwareRating")).toBe("Software rating");
  });

  it("lets an editor leave an optional group empty: its fields are optional too, and the build asks for the rest", () => {
    expect(fieldAt(fields, "source")).toMatchObject({ widget: "object", required: false });
    expect(fieldAt(fields, "source", "name").required).toBe(false);
    expect(fieldAt(fields, "source", "url").required).toBe(false);
    expect(fieldAt(fields, "limits", "seats").required).toBeUndefined();
  });

  it("refuses an empty or blank text with the schema's message, and edits paragraphs in a text area", () => {
    const headline = fieldAt(fields, "headline");
    expect((headline.pattern as string[])[1]).toBe("must not be empty");
    expect(matches(headline, "")).toBe(false);
    expect(matches(headline, "   ")).toBe(false);
    expect(matches(headline, "Ship what matters")).toBe(true);
    expect(fieldAt(fields, "body")).toMatchObject({ widget: "text" });
    const note = fieldAt(fields, "note");
    expect(matches(note, "x".repeat(20))).toBe(true);
    expect(matches(note, "x".repeat(21))).toBe(false);
  });

  it("carries patterns and their messages: ids, https addresses", () => {
    const id = fieldAt(fields, "id");
    expect(id.pattern).toEqual(["^[a-z0-9]+(-[a-z0-9]+)*$", "must be lowercase words joined by hyphens"]);
    const address = fieldAt(fields, "address");
    expect((address.pattern as string[])[1]).toBe("must be an https:// address");
    expect(matches(address, "https://northstar.example")).toBe(true);
    expect(matches(address, "http://northstar.example")).toBe(false);
  });

  it("offers numbers with their bounds: a positive whole number starts at 1", () => {
    expect(fieldAt(fields, "price")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(fieldAt(fields, "price").max).toBeUndefined();
    expect(fieldAt(fields, "rating")).toMatchObject({ widget: "number", value_type: "float", min: 1, max: 5 });
  });

  it("offers a toggle for a flag, and selects for icons, enums and fixed values", () => {
    expect(fieldAt(fields, "popular")).toMatchObject({ widget: "boolean", default: false });
    expect(fieldAt(fields, "icon")).toMatchObject({ widget: "select", options: [...contentIconNames] });
    expect(fieldAt(fields, "currency")).toMatchObject({ widget: "select", options: ["USD"], default: "USD" });
  });

  it("edits lists item by item, with their length limits, and objects as groups of fields", () => {
    const features = fieldAt(fields, "features");
    expect(features).toMatchObject({ widget: "list", min: 1, field: { widget: "string", label: "Feature" } });
    const stats = fieldAt(fields, "stats");
    expect(stats).toMatchObject({ widget: "list", min: 3, max: 3, summary: "{{fields.value}}" });
    expect((stats.fields as CmsField[]).map((field) => field.name)).toEqual(["value", "label"]);
    expect(fieldAt(fields, "limits")).toMatchObject({ widget: "object", label: "Limits" });
    expect(fieldAt(fields, "limits", "sdkPlugin")).toMatchObject({ widget: "boolean" });
  });

  it("turns every registered content file into a form with a field for each of its keys", () => {
    for (const entry of contentFiles) {
      const form = cmsFieldsOf(entry.schema);
      expect(
        form.map((field) => field.name),
        entry.file,
      ).toEqual(Object.keys((entry.schema as z.ZodObject).shape));
    }
  });

  it("gives the plans numbers for prices, a toggle for Most Popular, a list of features and a description held to /pricing's budget", () => {
    const plans = fieldAt(cmsFieldsOf(plansContentSchema), "plans");
    expect(plans).toMatchObject({ widget: "list", min: 1, summary: "{{fields.name}}" });
    const planFields = plans.fields as CmsField[];
    expect(fieldAt(planFields, "price")).toMatchObject({ widget: "number", value_type: "int", min: 1, label: "Price" });
    expect(fieldAt(planFields, "popular")).toMatchObject({ widget: "boolean", label: "Most popular" });
    expect(fieldAt(planFields, "features")).toMatchObject({ widget: "list", min: 1 });
    const description = fieldAt(planFields, "description");
    expect(description.hint).toContain(`At most ${PLAN_DESCRIPTION_MAX} characters`);
    expect((description.pattern as string[])[1]).toMatch(new RegExp(`^must be at most ${PLAN_DESCRIPTION_MAX} characters: `));
    expect(matches(description, "x".repeat(PLAN_DESCRIPTION_MAX))).toBe(true);
    expect(matches(description, "x".repeat(PLAN_DESCRIPTION_MAX + 1))).toBe(false);
    const home = cmsFieldsOf(homeContentSchema);
    expect(fieldAt(home, "hero", "headline")).toMatchObject({ widget: "string", label: "Headline" });
    expect(fieldAt(home, "solution", "features", "icon")).toMatchObject({ widget: "select" });
  });
});

/**
 * The content manager's form for a content file, generated from the zod schema the build checks the file with
 * (core/content-files.ts): each field's label and hint from its `.meta({ title, description, widget })`, its widget
 * from its type, and the rules Decap can carry (required, min/max, lengths, patterns, options) with the schema's own
 * messages. Rules no single field can state (one plan marked most popular, a group that exists) stay with the build,
 * which names the file and the field when an edit breaks them.
 *
 * The schema goes through zod's JSON Schema (`z.toJSONSchema`), which carries the meta and the standard rules; the
 * few facts it drops (the messages of the checks, a URL's protocol) are added to it on the way.
 */
import type { CmsField } from "decap-cms-core";
import { z } from "zod";

/** The part of a JSON Schema that zod writes and this converter reads. */
export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  widget?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  /** A Decap relation widget's settings (`widget: "relation"`): the entries whose values may be chosen. */
  relation?: Record<string, unknown>;
  const?: unknown;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  /** Added here: the messages of the schema's checks, in order. */
  "x-messages"?: string[];
};

/** Numbers zod writes for "no bound" (Number.MAX_SAFE_INTEGER and its negative): not a rule worth showing. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

type ZodInternals = {
  _zod: {
    def: {
      type: string;
      format?: string;
      protocol?: RegExp;
      error?: (issue: object) => unknown;
      checks?: { _zod: { def: { error?: (issue: object) => unknown } } }[];
    };
  };
};

const messageOf = (error: ((issue: object) => unknown) | undefined): string | undefined => {
  const message = error?.({});
  return typeof message === "string" ? message : undefined;
};

/** zod's JSON Schema of a content schema, with each check's message and a URL's protocol as a pattern. */
export const contentJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    io: "input",
    // Refinements across fields (superRefine) have no JSON Schema: the build checks them.
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const { def } = (zodSchema as unknown as ZodInternals)._zod;
      const messages = [messageOf(def.error), ...(def.checks ?? []).map((check) => messageOf(check._zod.def.error))].filter(
        (message): message is string => message !== undefined,
      );
      if (messages.length > 0) (jsonSchema as JsonSchema)["x-messages"] = messages;
      if (def.format === "url" && def.protocol) {
        const protocol = def.protocol.source.replace(/^\^/, "").replace(/\$$/, "");
        (jsonSchema as JsonSchema).pattern = `^(?:${protocol}):\\/\\/\\S+$`;
      }
    },
  }) as JsonSchema;

/** "softwareRating" → "Software rating": the label of a field whose schema has no title. */
export const labelFromName = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

const resolve = (schema: JsonSchema, root: JsonSchema): JsonSchema => {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, "");
  const target = root.$defs?.[name];
  if (!target) throw new Error(`cms-fields: cannot resolve ${schema.$ref}`);
  return { ...resolve(target, root), ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "$ref")) };
};

const typeOf = (schema: JsonSchema): string | undefined => {
  if (schema.enum || schema.const !== undefined) return "enum";
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
};

/** The message a pattern shows: the schema's own, or a plain description of the rule. */
const patternMessage = (schema: JsonSchema, fallback: string): string => schema["x-messages"]?.at(-1) ?? fallback;

/** Decap's pattern for a string: the schema's own, or its lengths (never only blanks: copy is trimmed). */
const stringPattern = (schema: JsonSchema): CmsField["pattern"] | undefined => {
  if (schema.pattern) return [schema.pattern, patternMessage(schema, `must match ${schema.pattern}`)];
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  if (max !== undefined)
    return [
      `^${min > 0 ? "(?=[\\s\\S]*\\S)" : ""}[\\s\\S]{${min},${max}}$`,
      patternMessage(schema, `must be ${min > 0 ? `${min} to ` : "at most "}${max} characters`),
    ];
  if (min === 1) return ["\\S", patternMessage(schema, "must not be empty")];
  if (min > 1) return [`^(?=[\\s\\S]*\\S)[\\s\\S]{${min},}$`, patternMessage(schema, `must be at least ${min} characters`)];
  return undefined;
};

const numberBounds = (schema: JsonSchema, integer: boolean): { min?: number; max?: number } => {
  const step = integer ? 1 : 0;
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step);
  return {
    ...(min !== undefined && Math.abs(min) < UNBOUNDED ? { min } : {}),
    ...(max !== undefined && Math.abs(max) < UNBOUNDED ? { max } : {}),
  };
};

/** The summary of a collapsed list item: its first text field, e.g. a question or a plan's name. */
const summaryOf = (fields: CmsField[]): string | undefined => {
  const text =
    fields.find((field) => field.widget === "string" && field.name !== "id") ?? fields.find((field) => field.widget === "string");
  return text ? `{{fields.${text.name}}}` : undefined;
};

/** One field of a form, from the JSON Schema of its value. */
export const cmsField = (name: string, input: JsonSchema, root: JsonSchema, required = true): CmsField => {
  const schema = resolve(input, root);
  const base = {
    name,
    label: schema.title ?? labelFromName(name),
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false }),
  };
  const type = typeOf(schema);
  switch (type) {
    case "enum": {
      const options = (schema.enum ?? [schema.const]).map(String);
      return { ...base, widget: "select", options, ...(options.length === 1 ? { default: options[0] } : {}) } as CmsField;
    }
    case "string":
      if (schema.widget === "relation") return { ...base, widget: "relation", ...schema.relation } as CmsField;
      if (schema.widget === "markdown" || schema.widget === "datetime")
        return { ...base, widget: schema.widget, ...(schema.widget === "datetime" ? { picker_utc: true } : {}) } as CmsField;
      return {
        ...base,
        widget: schema.widget === "text" ? "text" : "string",
        ...(stringPattern(schema) ? { pattern: stringPattern(schema) } : {}),
      } as CmsField;
    case "integer":
    case "number": {
      const integer = type === "integer";
      return {
        ...base,
        widget: "number",
        value_type: integer ? "int" : "float",
        ...(integer ? {} : { step: 0.1 }),
        ...numberBounds(schema, integer),
      } as CmsField;
    }
    case "boolean":
      return { ...base, widget: "boolean", default: false } as CmsField;
    case "object": {
      // An object the content may leave out (a figure's source): Decap would demand its fields even when it is empty,
      // so they are optional here, and the build's check asks for the rest once one of them is given.
      const fields = cmsFields(schema, root).map((field) => (required ? field : { ...field, required: false }));
      return { ...base, widget: "object", fields } as CmsField;
    }
    case "array": {
      const item = resolve(schema.items ?? {}, root);
      const bounds = {
        ...(schema.minItems !== undefined && schema.minItems > 0 ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      // A list of kinds of object (a landing page's sections): Decap's list of types, its `type` field naming each.
      if (item.oneOf)
        return { ...base, widget: "list", types: item.oneOf.map((kind) => listType(kind, root)), ...bounds } as CmsField;
      if (typeOf(item) === "object") {
        const fields = cmsFields(item, root);
        const summary = summaryOf(fields);
        return {
          ...base,
          widget: "list",
          ...(item.title ? { label_singular: item.title } : {}),
          ...(summary ? { summary } : {}),
          fields,
          ...bounds,
        } as CmsField;
      }
      // One input per item: copy holds commas, so the comma-separated list Decap offers by default would split it.
      // Each item open, its text in view: a collapsed item of a plain list shows only its label.
      const itemField = cmsField(name, item, root);
      return {
        ...base,
        widget: "list",
        label_singular: itemField.label,
        collapsed: false,
        summary: `{{fields.${name}}}`,
        field: itemField,
        ...bounds,
      } as CmsField;
    }
    default:
      throw new Error(`cms-fields: ${name} is a ${JSON.stringify(schema.type)}, which the content manager has no widget for`);
  }
};

/** One kind of a list of kinds: an object whose `type` is a constant, offered under its title. */
const listType = (input: JsonSchema, root: JsonSchema): CmsField => {
  const schema = resolve(input, root);
  const name = schema.properties?.type?.const;
  if (typeof name !== "string") throw new Error("cms-fields: each kind of a list of kinds needs a constant `type`");
  const fields = cmsFields(
    { ...schema, properties: Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([key]) => key !== "type")) },
    root,
  );
  const summary = summaryOf(fields);
  return {
    name,
    label: schema.title ?? labelFromName(name),
    widget: "object",
    fields,
    ...(summary ? { summary } : {}),
  } as CmsField;
};

/** The fields of an object schema, in the schema's order. */
export const cmsFields = (objectSchema: JsonSchema, root: JsonSchema = objectSchema): CmsField[] => {
  const schema = resolve(objectSchema, root);
  if (typeOf(schema) !== "object" || !schema.properties)
    throw new Error("cms-fields: a content file's schema must be an object with named fields");
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => cmsField(name, property, root, required.has(name)));
};

/** The form of a content file: one field per top-level key of its schema. */
export const cmsFieldsOf = (schema: z.ZodType): CmsField[] => {
  const jsonSchema = contentJsonSchema(schema);
  return cmsFields(jsonSchema, jsonSchema);
};

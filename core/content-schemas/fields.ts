/**
 * The field types content files are made of. Each carries the label and hint /admin shows (`.meta`), so the CMS's
 * forms are generated from the same schemas the build checks (scripts/build-steps/cms-fields.ts).
 */
import { z } from "zod";
import { contentIconNames } from "../content-icons.ts";

/**
 * Copy a visitor reads: never empty. Placeholders such as {site.name} are filled before it is shown. A field left out
 * is empty too: /admin saves an emptied field as "", which the build reads as not given (empty-fields.ts).
 */
const text = () => z.string({ error: (issue) => (issue.input === undefined ? "must not be empty" : "must be text") });

export const copy = (title: string, description?: string) =>
  text().trim().min(1, "must not be empty").meta({ title, description });

/** Longer copy, edited in a text area. */
export const paragraph = (title: string, description?: string) =>
  text().trim().min(1, "must not be empty").meta({ title, description, widget: "text" });

/**
 * Longer copy whose length a byte budget depends on: at most `max` characters, said in the field's hint and in the
 * message the build and /admin show for a longer text. `why` names what the limit keeps.
 */
export const boundedParagraph = (title: string, max: number, why: string, description?: string) =>
  text()
    .trim()
    .min(1, "must not be empty")
    .max(max, {
      // Called without an input for /admin's message, which holds whatever is typed.
      error: (issue) =>
        `${typeof issue.input === "string" ? `is ${issue.input.length} characters long; shorten it to` : "must be"} at most ${max} characters: ${why}`,
    })
    .meta({ title, description: [description, `At most ${max} characters: ${why}.`].filter(Boolean).join(" "), widget: "text" });

export const whole = (title: string, description?: string) =>
  z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .positive("must be a positive number")
    .meta({ title, description });

export const flag = (title: string, description?: string) =>
  z.boolean({ error: "must be on or off (true or false)" }).meta({ title, description });

export const webAddress = (title: string, description?: string) =>
  z.url({ protocol: /^https$/, error: "must be an https:// address" }).meta({ title, description });

/** Where a figure or a rating comes from, for a visitor to check: shown as a link to `url` when given. */
export const citedSource = (description: string) =>
  z
    .object({
      name: copy("Name", 'As the link reads, e.g. "G2" or "Product survey 2026".'),
      url: webAddress("Page", "The page a visitor can check it on."),
    })
    .optional()
    .meta({ title: "Source", description });

export const emailAddress = (title: string) => z.email("must be an e-mail address").meta({ title });

/** An id other entries refer to: lowercase words joined by hyphens. */
export const slug = (title: string, description?: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
    .meta({ title, description });

export const listOf = <T extends z.ZodType>(item: T, title: string, description?: string) =>
  z.array(item).meta({ title, description });

/** One of the icons the site draws (core/content-icons.ts). */
export const icon = (title = "Icon") =>
  z.enum(contentIconNames, { error: `must be one of ${contentIconNames.join(", ")}` }).meta({ title });

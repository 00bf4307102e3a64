/**
 * What a blog post's front matter must say, and every way it can be wrong, each told as `field: problem; fix`.
 * The build reads every post through this (blog.server.ts), so a bad post stops the build instead of shipping a
 * broken page.
 */
import { z } from "zod";
import { blogCategoryNames } from "#content/blog-categories.ts";
import { tagSlug } from "./blog-taxonomy.ts";

export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 160;

const categoryList = blogCategoryNames.map((name) => `"${name}"`).join(", ");

/** What each field holds, said when it is missing or of the wrong kind. */
const fieldHints = {
  title: `the post's headline, at most ${TITLE_MAX_LENGTH} characters`,
  description: `one or two sentences for search results and cards, at most ${DESCRIPTION_MAX_LENGTH} characters`,
  published: "the date it was first published, as YYYY-MM-DD",
  modified: "the date of its last real change, as YYYY-MM-DD",
  author: "the writer's full name",
  section: `its category, one of ${categoryList}`,
  tags: "a list such as [prioritization, roadmap]",
  image: "a share image path such as /og/blog/<slug>.png, or nothing for the one the build draws",
} as const;

type Field = keyof typeof fieldHints;
const fields = Object.keys(fieldHints) as Field[];

const shown = (value: unknown): string => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));

const text = (field: Field, max: number) =>
  z
    .string({ error: (issue) => `must be text, not ${shown(issue.input)}; write ${fieldHints[field]}` })
    .trim()
    .min(1, `is empty; write ${fieldHints[field]}`)
    .max(max, { error: (issue) => `is ${String(issue.input).length} characters long; shorten it to at most ${max}` });

const isIsoDate = (value: string): boolean =>
  z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .safeParse(value).success;

const date = (field: Field) =>
  z
    .string({ error: (issue) => `${shown(issue.input)} is not a date; write ${fieldHints[field]}` })
    .refine(isIsoDate, { error: (issue) => `${shown(issue.input)} is not a date; write ${fieldHints[field]}` });

const tag = z
  .string({ error: (issue) => `${shown(issue.input)} is not a tag; tags are words, ${fieldHints.tags}` })
  .trim()
  .refine((value) => tagSlug(value) !== "", { error: (issue) => `${shown(issue.input)} has no letters or digits` });

export const blogFrontMatterSchema = z
  .strictObject({
    title: text("title", TITLE_MAX_LENGTH),
    description: text("description", DESCRIPTION_MAX_LENGTH),
    published: date("published"),
    modified: date("modified"),
    author: text("author", 80),
    section: z.enum(blogCategoryNames, {
      error: (issue) => `${shown(issue.input)} is not a category; use one of ${categoryList}`,
    }),
    tags: z
      .array(tag, { error: (issue) => `must be a list, not ${shown(issue.input)}; write ${fieldHints.tags}` })
      .min(1, `is empty; write ${fieldHints.tags}`)
      .superRefine((tags, context) => {
        const seen = new Map<string, string>();
        for (const name of tags) {
          const earlier = seen.get(tagSlug(name));
          if (earlier !== undefined)
            context.addIssue({ code: "custom", message: `${shown(name)} repeats ${shown(earlier)}; list each tag once` });
          seen.set(tagSlug(name), name);
        }
      }),
    image: z
      .string({ error: (issue) => `must be a path, not ${shown(issue.input)}; write ${fieldHints.image}` })
      .startsWith("/", { error: (issue) => `${shown(issue.input)} is not a path on this site; write ${fieldHints.image}` })
      .optional(),
  })
  .superRefine((post, context) => {
    if (post.modified.slice(0, 10) < post.published.slice(0, 10)) {
      context.addIssue({
        code: "custom",
        path: ["modified"],
        message: `${post.modified} is before published (${post.published}); a post is changed after it is published`,
      });
    }
  });

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

const fieldOf = (path: readonly PropertyKey[]): string =>
  path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`)).join("");

/** The front matter, or one `field: problem` line for each thing wrong with it. */
export const parseBlogFrontMatter = (
  data: Record<string, unknown>,
): { success: true; data: BlogFrontMatter } | { success: false; problems: string[] } => {
  const parsed = blogFrontMatterSchema.safeParse(data);
  if (parsed.success) return { success: true, data: parsed.data };
  const problems = parsed.error.issues.flatMap((issue): string[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => `${key}: is not a front matter field; the fields are ${fields.join(", ")}`);
    }
    const field = fieldOf(issue.path);
    const topField = issue.path[0] as Field;
    if (issue.path.length === 1 && data[topField] === undefined && topField !== "image") {
      return [`${field}: missing; write ${fieldHints[topField]}`];
    }
    return [`${field}: ${issue.message}`];
  });
  return { success: false, problems };
};

type PostForCollectionCheck = { file: string; title: string; tags: readonly string[] };

/**
 * What only shows across posts: two posts with one title (their pages would share a title), and one tag written two
 * ways (its page can only have one name). One `file: field: problem` line each.
 */
export const blogCollectionProblems = (posts: readonly PostForCollectionCheck[]): string[] => {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  const tagSpellings = new Map<string, { name: string; file: string }>();
  for (const post of posts) {
    const sameTitle = titles.get(post.title.toLowerCase());
    if (sameTitle)
      problems.push(`${post.file}: title: ${shown(post.title)} is also the title of ${sameTitle}; give each post its own`);
    titles.set(post.title.toLowerCase(), post.file);
    for (const name of post.tags) {
      const first = tagSpellings.get(tagSlug(name));
      if (first && first.name !== name) {
        problems.push(`${post.file}: tags: ${shown(name)} is written ${shown(first.name)} in ${first.file}; spell a tag one way`);
      } else if (!first) tagSpellings.set(tagSlug(name), { name, file: post.file });
    }
  }
  return problems;
};

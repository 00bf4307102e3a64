/**
 * The blog's categories, from content/blog-categories.json. A post names its category by `name` in its front matter's
 * `section`; the build refuses any other value. Each category with posts gets a page at /blog/category/<slug> and a
 * feed beside it.
 */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { BlogCategoriesContent, BlogCategory } from "#core/content-schemas/blog.ts";
import categoriesFile from "./blog-categories.json" with { type: "json" };
import { brandFacts } from "./site.ts";

export type { BlogCategory } from "#core/content-schemas/blog.ts";

export const blogCategories: readonly BlogCategory[] = fillPlaceholders(
  categoriesFile as BlogCategoriesContent,
  brandFacts,
).categories;

export const blogCategoryNames = blogCategories.map((category) => category.name) as [string, ...string[]];

export const blogCategoryNamed = (name: string): BlogCategory | undefined =>
  blogCategories.find((category) => category.name === name);

/** The blog page's copy, from content/pages/blog.json. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { BlogPageContent } from "#core/content-schemas/blog.ts";
import blogPageFile from "./blog.json" with { type: "json" };

export const blogPageCopy = fillPlaceholders(blogPageFile as BlogPageContent, brandFacts);

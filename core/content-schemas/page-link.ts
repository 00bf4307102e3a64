/** A link from content to a page of this site, by the page's id: its path is written only in core/page-paths.ts. */
import { z } from "zod";
import { type PageId, pagePaths } from "#core/page-paths.ts";
import { pageLinkProblem } from "#core/page-registry.ts";

const pageIds = Object.keys(pagePaths) as [PageId, ...PageId[]];

export const pageLinkFields = {
  page: z.enum(pageIds, { error: `must be the id of a page: ${pageIds.join(", ")}` }).meta({
    title: "Page",
    description: "The id of the page it opens, from core/page-registry.ts (e.g. features, pricing, audience).",
  }),
  slug: z.string().min(1).optional().meta({
    title: "Slug",
    description: "For a page of a family (audience, legalDocument, integration…): which one, e.g. productmanagers.",
  }),
  section: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a section's id: lowercase words joined by hyphens")
    .optional()
    .meta({ title: "Section", description: "A section of the page to open at, e.g. competitive-intelligence." }),
};

/** Adds the registry's check (a family member needs its slug, a single page takes none) to a link's object schema. */
export const checkedPageLink = <Shape extends typeof pageLinkFields>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((link, context) => {
    const problem = pageLinkProblem(link as { page: string; slug?: string });
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["slug"] });
  });

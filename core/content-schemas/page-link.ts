/** A link from content to a page of this site, by the page's id: its path is written only in core/pages.ts. */
import { z } from "zod";
import { pageLinkProblem, pages } from "#core/pages.ts";

// Functions, not constants, and the declarations read only when a link is checked: the declarations import the
// schemas of pages whose copy holds links (home, errors), so this module may be evaluated while they still wait on it.

// The id is typed as a string, not a page's id: the declarations' type holds these schemas, so it cannot depend on them.
type PageLinkFields = {
  page: z.ZodLazy<z.ZodType<string>>;
  slug: z.ZodOptional<z.ZodString>;
  section: z.ZodOptional<z.ZodString>;
};

/** The fields of a link: the page's id, a family member's slug, a section to open at. */
export function pageLinkFields(): PageLinkFields {
  return {
    page: z
      .lazy((): z.ZodType<string> => {
        const ids = pages.map((page) => page.id) as [string, ...string[]];
        return z.enum(ids, { error: `must be the id of a page: ${ids.join(", ")}` });
      })
      .meta({
        title: "Page",
        description: "The id of the page it opens, from core/pages.ts (e.g. features, pricing, audience).",
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
}

/** Adds the declarations' check (a family member needs its slug, a single page takes none) to a link's object schema. */
export function checkedPageLink<Shape extends PageLinkFields>(schema: z.ZodObject<Shape>) {
  return schema.superRefine((link, context) => {
    const problem = pageLinkProblem(link as { page: string; slug?: string });
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["slug"] });
  });
}

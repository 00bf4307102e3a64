/**
 * content/redirects.json: addresses that moved. Each old path answers 301 with a page of the site, from the server
 * and from a static host (`_redirects`). A page is named by id, so a target always exists; an old path may not be one
 * a page answers, nor appear twice, so no redirect shadows a page or loops.
 */
import { z } from "zod";
import { linkHref } from "#core/page-paths.ts";
import { pageRoutes } from "#core/pages.ts";
import { checkedPageLink, pageLinkFields } from "./page-link.ts";

const OLD_PATH = /^(\/[a-z0-9._~-]+)+$/;

const redirectSchema = checkedPageLink(
  z.object({
    from: z
      .string()
      .regex(OLD_PATH, "must be a path on this site such as /old-pricing: lowercase, starting with /, no / at the end")
      .meta({ title: "Old address", description: "The path that moved, e.g. /old-pricing." }),
    ...pageLinkFields(),
  }),
);

export const redirectsContentSchema = z.object({
  redirects: z
    .array(redirectSchema)
    .superRefine((redirects, context) => {
      const pagePaths = new Set(pageRoutes.map((route) => route.path));
      const seen = new Set<string>();
      redirects.forEach(({ from, page, slug }, index) => {
        const problem = pagePaths.has(from)
          ? `${from} is the address of a page; a redirect would hide it`
          : seen.has(from)
            ? `${from} is redirected twice`
            : from === linkHref({ page, slug })
              ? `${from} would redirect to itself`
              : undefined;
        if (problem) context.addIssue({ code: "custom", message: problem, path: [index, "from"] });
        seen.add(from);
      });
    })
    .meta({ title: "Redirects", description: "Old addresses and the page each now leads to (answered with 301)." }),
});

export type RedirectsContent = z.infer<typeof redirectsContentSchema>;

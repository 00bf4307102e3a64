/** Addresses that moved, read from redirects.json: each old path and the path of the page it now leads to. */
import type { RedirectsContent } from "#core/content-schemas/redirects.ts";
import { linkHref } from "#core/page-paths.ts";
import redirectsFile from "./redirects.json" with { type: "json" };

export type Redirect = { from: string; to: string };

export const redirects: readonly Redirect[] = (redirectsFile as RedirectsContent).redirects.map(({ from, page, slug }) => ({
  from,
  to: linkHref({ page, slug }),
}));

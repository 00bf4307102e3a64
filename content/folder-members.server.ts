/**
 * The members of a family whose pages are the files of a folder (core/pages.ts `members`: integrations, landing
 * pages): each file read and parsed by the folder's schema, its name the page's slug. Server and build only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { withoutEmptyFields } from "#core/content-schemas/empty-fields.ts";
import type { PageId } from "#core/pages.ts";
import { page } from "#core/pages.ts";

/** The files of a family's folder under `root`, by slug, in the order of their names. */
export const memberFiles = (id: PageId, root: string): { slug: string; file: string }[] => {
  const members = page(id).members;
  if (!members) return [];
  let names: string[];
  try {
    names = readdirSync(join(root, members.folder));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ slug: name.replace(/\.json$/, ""), file: `${members.folder}/${name}` }));
};

/** Every member of a family under `root`, parsed by its folder's schema (the build has checked them already). */
export const readMembers = <Content>(id: PageId, root: string): (Content & { slug: string })[] => {
  const schema = page(id).members?.schema;
  return memberFiles(id, root).map(({ slug, file }) => ({
    slug,
    ...(schema?.parse(withoutEmptyFields(JSON.parse(readFileSync(join(root, file), "utf8")))) as Content),
  }));
};

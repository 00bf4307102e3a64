/** The site's navigation, read from navigation.json: the header's main links, the footer's columns, the frame's words. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { NavigationContent } from "#core/content-schemas/navigation.ts";
import { linkHref } from "#core/page-paths.ts";
import navigationFile from "./navigation.json" with { type: "json" };
import { brandFacts } from "./site.ts";

export type NavLink = { label: string; href: string };

const navigation = fillPlaceholders(navigationFile as NavigationContent, brandFacts);
const withHref = ({ label, ...link }: NavigationContent["main"][number]): NavLink => ({ label, href: linkHref(link) });

/** What the header and the page frame say besides their links. */
export const navigationCopy = navigation.frame;
export const mainNavigation: NavLink[] = navigation.main.map(withHref);
export const footerColumns: { title: string; links: NavLink[] }[] = navigation.footer.map((column) => ({
  title: column.title,
  links: column.links.map(withHref),
}));

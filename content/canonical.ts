import { site } from "#content/site.ts";
import { pagePath } from "#core/page-paths.ts";

/** Paths that show another page's content and must name it as canonical. */
const canonicalAliases: Record<string, string> = { [pagePath("homeAlias")]: pagePath("home") };

export const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] || "/";
  const withSlash = bare.startsWith("/") ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash;
};

export const canonicalPath = (path: string): string => {
  const normalised = normalisePath(path);
  return canonicalAliases[normalised] ?? normalised;
};

export const absoluteUrl = (path: string, base: string = site.url): string =>
  `${base.replace(/\/$/, "")}${path === "/" ? "/" : path}`;

export const canonicalUrl = (path: string, base: string = site.url): string => absoluteUrl(canonicalPath(path), base);

/**
 * `build/client/_headers`, the file Netlify and Cloudflare Pages read: the security headers, each page's own
 * Content-Security-Policy and the cache policy this project's server sends, built by the server's own code
 * (server/static-handler.ts) from the same build. See docs/decisions/062-the-same-headers-from-any-static-host.md.
 */
import { type CspOptions, securityHeaderRecord } from "#server/security-headers.ts";
import { headerCache } from "#server/static-handler.ts";
import type { StaticFile, StaticSite } from "#server/static-site.ts";

export const STATIC_HOST_HEADERS_FILE = "_headers";

type HeaderRecord = Record<string, string>;

/** What a static host works out for itself from the file it sends: type, length, encoding, validator, negotiation. */
const HOST_DECIDES = new Set(["content-type", "content-length", "content-encoding", "etag", "vary"]);

/** Headers every response carries: one `/*` rule, written once (hosts join a header that two matching rules set). */
const everyResponse = (): HeaderRecord =>
  Object.fromEntries(
    Object.entries(securityHeaderRecord({ https: true }))
      .filter(([name]) => name !== "Content-Security-Policy")
      .map(([name, value]) => [name.toLowerCase(), value]),
  );

/** A rule's headers: what the server sends for the file over HTTPS, less what the host decides or `/*` already says. */
const ownHeaders = (headersOf: ReturnType<typeof headerCache>, file: StaticFile, common: HeaderRecord): HeaderRecord =>
  Object.fromEntries(
    Object.entries(headersOf(file, 200, undefined, true)).filter(([name]) => !HOST_DECIDES.has(name) && !(name in common)),
  );

const rule = (path: string, headers: HeaderRecord): string =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

const sameHeaders = (a: HeaderRecord, b: HeaderRecord): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * One rule per page and per file, except that a top-level folder holding no page and whose files all get the same
 * headers (/assets/, /og/) becomes one `/folder/*` rule: Cloudflare Pages reads at most 100 rules.
 */
export const staticHostHeaders = (site: StaticSite, csp: CspOptions): string => {
  const headersOf = headerCache(csp);
  const common = everyResponse();
  const rules: string[] = [rule("/*", common)];
  const byFolder = new Map<string, { path: string; headers: HeaderRecord; isPage: boolean }[]>();
  for (const [path, file] of [...site.files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const folder = path.split("/").length > 2 ? path.split("/")[1] : undefined;
    const entry = { path, headers: ownHeaders(headersOf, file, common), isPage: file.scriptHashes !== undefined };
    if (!folder) rules.push(rule(path, entry.headers));
    else byFolder.set(folder, [...(byFolder.get(folder) ?? []), entry]);
  }
  for (const [folder, entries] of byFolder) {
    const [first] = entries;
    const oneRule = first && entries.every((entry) => !entry.isPage && sameHeaders(entry.headers, first.headers));
    if (oneRule) rules.push(rule(`/${folder}/*`, first.headers));
    else for (const entry of entries) rules.push(rule(entry.path, entry.headers));
  }
  return `${rules.join("\n")}\n`;
};

/** Security headers for every response, and the Content-Security-Policy of a page. */
import type { MiddlewareHandler } from "hono";
import { CMS_GITHUB_API_ORIGIN, isCmsPath } from "#core/cms.ts";
import { pagePath } from "#core/page-paths.ts";
import type { ServerConfig } from "./config.ts";

export type CspOptions = {
  /** Origins the page may send requests to besides its own (analytics host, functions URL). */
  connectSources: readonly string[];
  /** Origins the page's forms may post to besides its own (the functions URL, where forms post without JavaScript). */
  formActionSources?: readonly string[];
};

/**
 * The origins pages may reach besides their own, from the settings: the backend functions' origin when they run
 * elsewhere (for fetch, and for the forms posted without JavaScript), and the PostHog host when the pages were built
 * with a key. The server and the build's `_headers` both use it, so any host sends pages the same policy.
 */
export const pageCspOptions = (config: Pick<ServerConfig, "functionsOrigin" | "posthogKey" | "posthogHost">): CspOptions => {
  const functions = config.functionsOrigin ? [config.functionsOrigin] : [];
  return {
    connectSources: [...functions, ...(config.posthogKey ? [new URL(config.posthogHost).origin] : [])],
    formActionSources: functions,
  };
};

/**
 * Which policy a path gets: the site's; the blog list's, whose search compiles its WebAssembly index reader; or the
 * content manager's, under /admin.
 */
export type PagePolicy = "site" | "search" | "cms";

/** The page that carries the blog's search box: the only one whose policy lets WebAssembly compile. */
const BLOG_SEARCH_PAGE_PATH = pagePath("blog");

export const pagePolicyFor = (urlPath: string): PagePolicy => {
  if (isCmsPath(urlPath)) return "cms";
  return urlPath === BLOG_SEARCH_PAGE_PATH ? "search" : "site";
};

/**
 * The content manager's policy. Decap CMS compiles its configuration's validators with `new Function`, so it needs
 * 'unsafe-eval' (checked: without it the CMS stops at its configuration); it styles itself with injected style
 * elements, shows media through blob: URLs and the editor's GitHub avatar, and talks to GitHub's API.
 * `connectSources` adds the local proxy when `npm run cms` serves it. No public page gets any of this.
 */
export const cmsContentSecurityPolicy = (scriptHashes: readonly string[], connectSources: readonly string[] = []): string =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: https://avatars.githubusercontent.com",
    `connect-src 'self' ${CMS_GITHUB_API_ORIGIN} ${connectSources.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

export const contentSecurityPolicy = (
  scriptHashes: readonly string[],
  options: CspOptions,
  policy: PagePolicy = "site",
): string => {
  if (policy === "cms") return cmsContentSecurityPolicy(scriptHashes);
  // The search's index reader is WebAssembly; 'wasm-unsafe-eval' lets it compile and allows no JavaScript eval.
  const wasm = policy === "search" ? " 'wasm-unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${wasm} ${scriptHashes.join(" ")}`.trim(),
    // React renders style attributes and sonner injects its stylesheet; no script can come from styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${options.connectSources.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${(options.formActionSources ?? []).join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join("; ");
};

/**
 * The policy of a form's page when a function answers with it from its own origin (the page's scripts removed, a
 * `<base>` at the site): styles, images and fonts from the site only, and the form posting back to the function,
 * which sends the visitor on to the site.
 */
export const answerPageFromElsewherePolicy = (siteOrigin: string): string =>
  [
    "default-src 'none'",
    `style-src ${siteOrigin} 'unsafe-inline'`,
    `img-src ${siteOrigin} data:`,
    `font-src ${siteOrigin}`,
    `manifest-src ${siteOrigin}`,
    `base-uri ${siteOrigin}`,
    // The form posts to the function, which sends the visitor on to the site: browsers check the redirect too.
    `form-action 'self' ${siteOrigin}`,
    "frame-ancestors 'none'",
  ].join("; ");

/** A restrictive policy for anything that is not a page (JSON, assets, errors). */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const HEADERS_FOR_EVERY_RESPONSE = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

const HSTS = "max-age=63072000; includeSubDomains; preload";

/**
 * What the content manager's responses add: no search engine indexes it, and its sign-in window (the OAuth
 * provider, another origin) may message it back, which `same-origin` would forbid.
 */
const CMS_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
} as const;

/**
 * Whether the request really came over https: the server's own TLS, or, with `trustProxyHops` proxies of ours in
 * front, the scheme our outermost one wrote into X-Forwarded-Proto. A proxy that appends puts its entry that many
 * places from the end (earlier ones are the client's); one that overwrites leaves only its own. Without trusted
 * proxies the header is the client's claim and counts for nothing.
 */
export const isHttps = (url: string, forwardedProto: string | undefined, trustProxyHops: number): boolean => {
  if (url.startsWith("https:")) return true;
  if (trustProxyHops <= 0 || !forwardedProto) return false;
  const chain = forwardedProto.split(",").map((entry) => entry.trim());
  return chain[Math.max(0, chain.length - trustProxyHops)] === "https";
};

/** Every security header of one response, for handlers that build all their headers at once (see withSecurityHeaders). */
export const securityHeaderRecord = ({
  csp = NON_PAGE_CSP,
  https,
  policy = "site",
}: {
  csp?: string;
  https: boolean;
  policy?: PagePolicy;
}) => ({
  "Content-Security-Policy": csp,
  ...HEADERS_FOR_EVERY_RESPONSE,
  ...(policy === "cms" ? CMS_HEADERS : {}),
  ...(https ? { "Strict-Transport-Security": HSTS } : {}),
});

/**
 * Responses that already carry securityHeaderRecord(). The middleware leaves them alone: reading `c.res.headers`
 * turns a response's plain header object into a Headers instance, which costs more than serving a static file.
 */
const alreadySecured = new WeakSet<Response>();

export const withSecurityHeaders = (response: Response): Response => {
  alreadySecured.add(response);
  return response;
};

/** Sets on `headers` what every response carries, keeping a policy the response has (a page's own). */
export const addSecurityHeaders = (headers: Headers, https: boolean): void => {
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_PAGE_CSP);
  for (const [name, value] of Object.entries(HEADERS_FOR_EVERY_RESPONSE)) headers.set(name, value);
  if (https) headers.set("Strict-Transport-Security", HSTS);
};

/** `trustProxyHops`: TRUST_PROXY, whether X-Forwarded-Proto may say the request was https (isHttps). */
export const securityHeaders =
  (trustProxyHops: number): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (alreadySecured.has(c.res)) return;
    addSecurityHeaders(c.res.headers, isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustProxyHops));
  };

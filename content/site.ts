/** Every brand fact of the site, from content/site.json. Components import from here; nothing hard-codes a name, URL or claim. */
import { buildSettings } from "#core/build-settings.ts";
import { siteFacts } from "#core/content-facts.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { SiteContent } from "#core/content-schemas/site.ts";
import siteFile from "./site.json" with { type: "json" };

const brand = fillPlaceholders(siteFile as SiteContent, siteFacts(siteFile));

/** The public site URL when VITE_SITE_URL (or, for the server, SITE_URL) does not say otherwise. */
export const DEFAULT_SITE_URL = brand.url;

const appRegisterUrl = buildSettings.appRegisterUrl ?? brand.appRegisterUrl;
const appOrigin = new URL(appRegisterUrl).origin;

export const site = {
  ...brand,
  // The build's settings may replace the URLs (VITE_SITE_URL, VITE_APP_REGISTER_URL, …); the file holds the brand's own.
  url: buildSettings.siteUrl ?? brand.url,
  appRegisterUrl,
  /** Where Open app leads a signed-in customer, and Log in a customer who is not signed in. */
  appUrl: buildSettings.appUrl ?? appOrigin,
  appLoginUrl: buildSettings.appLoginUrl ?? `${appOrigin}/login`,
  demoBookingUrl: buildSettings.demoBookingUrl ?? brand.demoBookingUrl,
  socialProfileUrl: buildSettings.socialProfileUrl ?? brand.socialProfileUrl,
};

/** The facts copy names as {site.…} placeholders, as this build states them: computed once for every content file. */
export const brandFacts = siteFacts(site);

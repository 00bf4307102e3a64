/** Every brand fact of the site. Components import from here; nothing hard-codes a name, URL or claim. */
import { buildSettings } from "#core/build-settings.ts";

/** The public site URL when VITE_SITE_URL (or, for the server, SITE_URL) does not say otherwise. */
export const DEFAULT_SITE_URL = "https://northstar.app";

/** What the product is, written so it reads right inside a sentence: "Northstar, the AI product manager". */
const category = "AI product manager";

export const site = {
  name: "Northstar",
  category,
  tagline: `The ${category}`,
  // The build's settings may replace the URLs (VITE_SITE_URL, VITE_APP_REGISTER_URL, …); these are the brand's own.
  url: buildSettings.siteUrl ?? DEFAULT_SITE_URL,
  appRegisterUrl: buildSettings.appRegisterUrl ?? "https://app.northstar.app/register",
  demoBookingUrl: buildSettings.demoBookingUrl ?? "https://cal.com/northstar/demo",
  socialProfileUrl: buildSettings.socialProfileUrl ?? "https://www.linkedin.com/company/northstar-ai",
  accelerator: {
    name: "Lumen Accelerator",
    cohort: "Spring 2026 cohort",
    url: "https://lumen-accelerator.com/portfolio/northstar",
  },
  email: {
    sales: "sales@northstar.app",
    support: "support@northstar.app",
    privacy: "privacy@northstar.app",
  },
  legal: {
    entity: "Northstar Labs, Inc.",
    address: {
      street: "548 Market Street, Suite 36012",
      city: "San Francisco",
      region: "CA",
      postalCode: "94104",
      country: "United States",
      countryCode: "US",
    },
    jurisdiction: "the State of Delaware",
  },
  trial: { days: 7, creditCardRequired: false },
  /** Launch pricing: the plans' prices already carry this discount off their regular (struck-through) prices. */
  promo: { percentOff: 20, months: 6 },
  claims: {
    teams: "500+",
    fasterResearch: "90%",
    payback: "under 1 week",
    softwareRating: { value: 4.8, count: 127 },
    productRating: { value: 5, count: 25 },
  },
  softwareVersion: "2.0",
} as const;

export type Site = typeof site;

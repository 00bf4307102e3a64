/**
 * What breadcrumbs call each single page that has a name, by page id: part of the registry (core/page-registry.ts),
 * kept in a module of its own so that a page's breadcrumbs ship its name and path, not the registry's other facts.
 */
import { pagePath } from "./page-paths.ts";

export const pageNames = {
  home: "Home",
  features: "Features",
  integrations: "Integrations",
  pricing: "Pricing",
  faqs: "FAQs",
  contactSales: "Contact sales",
  contact: "Contact",
  contactCard: "Contact card",
  future: "Roadmap",
  legal: "Legal",
} as const;

export type NamedPageId = keyof typeof pageNames;

/** A breadcrumb for a single page: its name and path, both from the registry. */
export const pageCrumb = (id: NamedPageId): { name: string; path: string } => ({ name: pageNames[id], path: pagePath(id) });

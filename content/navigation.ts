/** The site's navigation: the header's main links and the footer's columns. */
import { topLevelPagePath } from "#core/page-paths.ts";

export type NavLink = { label: string; href: string };

/** What the header and the page frame say besides their links. */
export const navigationCopy = {
  skipToContent: "Skip to content",
  loadingPage: "Loading the page…",
  talkToSales: "Talk to Sales",
  startTrial: "Start Free Trial",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  contact: "Contact",
};

export const mainNavigation: NavLink[] = [
  { label: "Features", href: "/features" },
  { label: "Integrations", href: "/integrations" },
  { label: "Pricing", href: "/pricing" },
  { label: "Blog", href: "/blog" },
];

/**
 * Features, Integrations, Pricing and Blog repeat the header's links as literals on purpose: gzip makes the repetition
 * almost free, while naming each link once and sharing it costs about 20 bytes of the home page's first-load
 * JavaScript, which is at its budget.
 */
export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", href: "/features" },
      { label: "Pricing", href: "/pricing" },
      { label: "Integrations", href: "/integrations" },
      { label: "Roadmap", href: "/future" },
      { label: "FAQs", href: "/faqs" },
    ],
  },
  {
    title: "Who it's for",
    links: [
      { label: "Product managers", href: topLevelPagePath("productmanagers") },
      { label: "Product leaders", href: topLevelPagePath("productleaders") },
      { label: "Engineering teams", href: topLevelPagePath("engineers") },
      { label: "Company leaders", href: topLevelPagePath("companyleaders") },
      { label: "Finance leaders", href: topLevelPagePath("financeleaders") },
      { label: "Solo founders", href: topLevelPagePath("solofounder") },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Contact sales", href: "/contact-sales" },
      { label: "Sales contact card", href: "/contact-card" },
      { label: "Legal", href: "/legal" },
      { label: "Privacy policy", href: topLevelPagePath("privacy-policy") },
      { label: "Terms and conditions", href: topLevelPagePath("terms-and-conditions") },
    ],
  },
];

/** The site's navigation: the header's main links and the footer's columns. */
export type NavLink = { label: string; href: string };

export const mainNavigation: NavLink[] = [
  { label: "Features", href: "/features" },
  { label: "Integrations", href: "/integrations" },
  { label: "Pricing", href: "/pricing" },
  { label: "Blog", href: "/blog" },
];

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
      { label: "Product managers", href: "/productmanagers" },
      { label: "Product leaders", href: "/productleaders" },
      { label: "Engineering teams", href: "/engineers" },
      { label: "Company leaders", href: "/companyleaders" },
      { label: "Finance leaders", href: "/financeleaders" },
      { label: "Solo founders", href: "/solofounder" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Contact sales", href: "/contact-sales" },
      { label: "Sales contact card", href: "/contact-card" },
      { label: "Legal", href: "/legal" },
      { label: "Privacy policy", href: "/privacy-policy" },
      { label: "Terms and conditions", href: "/terms-and-conditions" },
    ],
  },
];

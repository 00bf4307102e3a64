/** /legal: the index of legal documents and the company's details. */
import type { LegalDocumentSlug } from "#core/page-paths.ts";
import { site } from "./site.ts";

const { legal } = site;

export type LegalIndex = {
  intro: string;
  documents: { slug: LegalDocumentSlug; title: string; summary: string }[];
  company: string[];
  companyTitle: string;
  readLabel: string;
};

export const legalIndex: LegalIndex = {
  intro: `These documents govern your use of the ${site.name} website and product. We have written them in plain language because we think you should be able to understand what you agree to without a lawyer. The privacy policy explains exactly what this website collects (the details you type into our forms, and analytics only if you accept them), why, who processes it for us, how long we keep it and how to have it exported or deleted. This site has no accounts and sets no advertising cookies, and you can change your analytics choice at any time from Cookie settings at the bottom of every page. The terms and conditions cover the product itself: the free trial, monthly billing, launch pricing, acceptable use, your data and ours, and what happens if either of us ends the agreement. If anything here is unclear, or you need a signed data processing agreement or a security questionnaire answered, write to ${site.email.privacy} for privacy questions or ${site.email.sales} for contracts, and a person will reply within two business days.`,
  documents: [
    {
      slug: "privacy-policy",
      title: "Privacy policy",
      summary:
        "What this site collects when you send a form or accept analytics, why, which processors handle it, how long it is kept, and how to ask for a copy or deletion.",
    },
    {
      slug: "terms-and-conditions",
      title: "Terms and conditions",
      summary:
        "The agreement for using the product: trial, billing, launch pricing, cancellation, acceptable use, intellectual property, liability and how disputes are handled.",
    },
  ],
  companyTitle: "Company details",
  readLabel: "Read",
  company: [
    legal.entity,
    `Incorporated in ${legal.jurisdiction}`,
    legal.address.street,
    `${legal.address.city}, ${legal.address.region} ${legal.address.postalCode}`,
    legal.address.country,
    `Privacy: ${site.email.privacy}`,
    `Sales and contracts: ${site.email.sales}`,
    `Support: ${site.email.support}`,
  ],
};

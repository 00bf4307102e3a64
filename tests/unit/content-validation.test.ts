import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ErrorsContent } from "#core/content-schemas/errors.ts";
import type { FormPostMessagesContent } from "#core/content-schemas/lead-forms.ts";
import type { PricingContent } from "#core/content-schemas/pricing.ts";
import { contentProblems } from "#core/content-validation.ts";

const repositoryRoot = join(import.meta.dirname, "..", "..");

/** A copy of the content folder to break on purpose; the checks read files under the root they are given. */
const contentCopy = () => {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(join(repositoryRoot, "content"), join(root, "content"), { recursive: true });
  return root;
};

const editJson = <T>(root: string, file: string, change: (data: T) => void) => {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, "utf8")) as T;
  change(data);
  writeFileSync(path, JSON.stringify(data));
};

describe("pricing, faqs, future, legal, contact card, contact pages, lead forms, consent, errors and cms content", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds no problem in the files as they are", () => {
    root = contentCopy();
    expect(contentProblems(root)).toEqual([]);
  });

  it("refuses a pricing page whose billing questions name a group the FAQ does not have", () => {
    root = contentCopy();
    editJson<PricingContent>(root, "content/pages/pricing.json", (pricing) => {
      pricing.billing.faqGroup = "Billing";
    });
    expect(contentProblems(root)).toEqual([
      'content/pages/pricing.json: billing.faqGroup: "Billing" is not a group of content/faq.json (Product, Pricing and billing, Integrations, Security and data)',
    ]);
  });

  it("accepts the placeholders a file's accessor fills itself, and only in that file", () => {
    root = contentCopy();
    editJson<FormPostMessagesContent>(root, "content/form-post-messages.json", (messages) => {
      messages.unsupported = "At most {maxKb} KB, {firstName}.";
    });
    expect(contentProblems(root)).toEqual([
      expect.stringMatching(/^content\/form-post-messages\.json: unsupported: \{firstName\} names no fact/),
    ]);
  });

  it("refuses a roadmap horizon the page has no colour for", () => {
    root = contentCopy();
    editJson<{ roadmap: { horizon: string }[] }>(root, "content/pages/future.json", (future) => {
      const [first] = future.roadmap;
      if (first) first.horizon = "Soon";
    });
    expect(contentProblems(root)).toEqual(["content/pages/future.json: roadmap[0].horizon: must be one of Now, Next, Later"]);
  });

  it("refuses a legal index entry for a document that does not exist", () => {
    root = contentCopy();
    editJson<{ documents: { slug: string }[] }>(root, "content/pages/legal.json", (legal) => {
      const [first] = legal.documents;
      if (first) first.slug = "cookie-policy";
    });
    expect(contentProblems(root)).toEqual([
      "content/pages/legal.json: documents[0].slug: must be one of privacy-policy, terms-and-conditions",
    ]);
  });

  it("refuses a not-found suggestion that links to no page", () => {
    root = contentCopy();
    editJson<ErrorsContent>(root, "content/errors.json", (errors) => {
      const [first] = errors.notFound.suggestions;
      if (first) first.href = "/feature";
    });
    expect(contentProblems(root)).toEqual([
      'content/errors.json: notFound.suggestions[0].href: "/feature" is not a page of this site',
    ]);
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactDetails } from "#app/components/contact-card/contact-details.tsx";
import contactCardFile from "#content/pages/contact-card.json" with { type: "json" };
import { contactCard, contactCardPageCopy } from "#content/pages/contact-card.ts";
import { contactCardContentSchema } from "#core/content-schemas/contact-card.ts";
import { buildVCard } from "#core/vcard.ts";
import { cmsFieldsOf } from "#scripts/build-steps/cms-fields.ts";

const { labels } = contactCardPageCopy;
const withoutPhone = { ...contactCard, phone: undefined };
// An editor's real number, in the form the schema asks for.
const withPhone = { ...contactCard, phone: "+44 20 7946 0000" };
const details = (card: typeof contactCard) => renderToStaticMarkup(createElement(ContactDetails, { card, labels }));

describe("the sales contact card", () => {
  it("accepts a card without a phone number, and a real one when an editor adds it", () => {
    const { phone: _, ...card } = contactCardFile.card as Record<string, unknown>;
    expect(contactCardContentSchema.safeParse({ ...contactCardFile, card }).success).toBe(true);
    const added = { ...contactCardFile, card: { ...card, phone: withPhone.phone } };
    expect(contactCardContentSchema.safeParse(added).success).toBe(true);
    const cardField = cmsFieldsOf(contactCardContentSchema).find((field) => field.name === "card");
    const phoneField = (cardField as { fields: { name: string; required?: boolean }[] }).fields.find(
      (field) => field.name === "phone",
    );
    expect(phoneField?.required).toBe(false);
  });

  it("shows no phone row and writes no TEL line when the card has no number", () => {
    expect(details(withoutPhone)).not.toContain(`>${labels.phone}<`);
    expect(details(withoutPhone)).not.toContain("tel:");
    expect(buildVCard(withoutPhone)).not.toMatch(/^TEL/m);
  });

  it("shows a phone row that dials the number, and a TEL line, when it has one", () => {
    expect(details(withPhone)).toContain(`>${labels.phone}<`);
    expect(details(withPhone)).toContain('href="tel:+442079460000"');
    expect(buildVCard(withPhone)).toContain("\r\nTEL;TYPE=work,voice:+44 20 7946 0000\r\n");
  });
});

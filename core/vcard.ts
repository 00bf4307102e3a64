/** A contact as vCard 3.0 text (RFC 2426, with RFC 6350's escaping rules), and where the build writes the site's card. */

/** Written by the build from content/pages/contact-card.json; the contact card page links to it. */
export const VCARD_PATH = "/contact-card.vcf";

export type VCardContact = {
  name: string;
  title: string;
  company: string;
  email: string;
  /** Left out of the card when there is none. */
  phone?: string;
  website: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** Becomes the card's NOTE. */
  intro: string;
};

/** RFC 6350 text escaping (the same rules vCard 3.0 uses): backslash, comma, semicolon and newline. */
const escapeText = (value: string): string =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();

/** Folds a content line to at most 75 octets per physical line, never splitting a UTF-8 character. */
const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space, which counts
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = "";
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
};

/** The contact as vCard 3.0 text: CRLF line endings, escaped values, lines folded at 75 octets. */
export function buildVCard(contact: VCardContact): string {
  const [first = "", ...rest] = contact.name.trim().split(/\s+/);
  const last = rest.join(" ");
  const { street, city, region, postalCode, country } = contact.address;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${escapeText(last)};${escapeText(first)};;;`,
    `FN:${escapeText(contact.name)}`,
    `ORG:${escapeText(contact.company)}`,
    `TITLE:${escapeText(contact.title)}`,
    `EMAIL;TYPE=work:${escapeText(contact.email)}`,
    ...(contact.phone ? [`TEL;TYPE=work,voice:${escapeText(contact.phone)}`] : []),
    `URL:${contact.website}`,
    `ADR;TYPE=work:;;${escapeText(street)};${escapeText(city)};${escapeText(region)};${escapeText(postalCode)};${escapeText(country)}`,
    `NOTE:${escapeText(contact.intro)}`,
    "END:VCARD",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

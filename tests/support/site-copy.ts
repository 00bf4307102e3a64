/**
 * The words the end-to-end tests find the site by, read from the content modules: an editor who renames a button, a
 * link or a form's label in /admin moves these tests along with the page.
 */
import type { ConsentChoice } from "#app/lib/analytics/consent.ts";
import { consentCopy, currentChoiceLine } from "#content/consent.ts";
import { leadForms } from "#content/lead-forms.ts";
import { footerColumns, mainNavigation, navigationCopy } from "#content/navigation.ts";
import { withThousandsSeparators } from "#core/format-number.ts";
import type { LeadFormType } from "#core/lead-forms.ts";
import { pagePath, type SinglePageId } from "#core/page-paths.ts";

/** The header, footer and page frame: menu buttons, Talk to Sales, the navigations' labels. */
export const frame = navigationCopy;

/** What the consent banner's buttons, link and region say. */
export const consent = consentCopy;

const choiceLine = (choice: ConsentChoice | null, privacySignal: boolean): string => currentChoiceLine({ choice, privacySignal });

/** The line the reopened banner shows for the choice in force. */
export const consentChoiceLine = {
  granted: choiceLine("granted", false),
  denied: choiceLine("denied", false),
  privacySignal: choiceLine(null, true),
};

/** Each lead form's words (title, labels, messages, dialog) with its rules. */
export const salesForm = leadForms["contact-sales"];
export const contactForm = leadForms["contact-message"];

type FieldMessageKind = "missing" | "tooLong" | "invalid";
/** What a field of a form says when its value is refused, its limit filled in as the form shows it ("5,000"). */
export const fieldMessage = (form: LeadFormType, field: string, kind: FieldMessageKind): string => {
  const { fieldMessages, maxLengths } = leadForms[form];
  const message = (fieldMessages as Record<string, Partial<Record<FieldMessageKind, string>>>)[field]?.[kind];
  if (message === undefined) throw new Error(`The ${form} form has no "${kind}" message for ${field}`);
  const limit = (maxLengths as Record<string, number>)[field];
  return limit === undefined ? message : message.replaceAll("{limit}", withThousandsSeparators(limit));
};

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name or text that starts with `text`: a field's label before "(required)", a link's before "(opens in a new tab)". */
export const startingWith = (text: string, flags = ""): RegExp => new RegExp(`^${escaped(text)}`, flags);

/** A name or text that is exactly one of `texts`: a button whose name changes with its state. */
export const oneOf = (...texts: string[]): RegExp => new RegExp(`^(?:${texts.map(escaped).join("|")})$`);

/** A name or text that holds `text` anywhere. */
export const containing = (text: string, flags = ""): RegExp => new RegExp(escaped(text), flags);

const labelOf = (links: readonly { label: string; href: string }[], id: SinglePageId, where: string): string => {
  const link = links.find((candidate) => candidate.href === pagePath(id));
  if (!link) throw new Error(`content/navigation.json: the ${where} has no link to ${pagePath(id)}`);
  return link.label;
};

/** What the header's link to a page says. */
export const mainLinkLabel = (id: SinglePageId): string => labelOf(mainNavigation, id, "header");

/** What the footer's link to a page says. */
export const footerLinkLabel = (id: SinglePageId): string =>
  labelOf(
    footerColumns.flatMap((column) => column.links),
    id,
    "footer",
  );

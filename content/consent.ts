/** The consent banner's words, from content/consent.json. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ConsentContent } from "#core/content-schemas/consent.ts";
import consentFile from "./consent.json" with { type: "json" };

const { currentChoice, whereToChange, ...banner } = consentFile as ConsentContent;

export const consentCopy = banner;

/** Where a visitor changes the choice, as the privacy policy says it in a build that has the footer button. */
export const consentWhereToChange = fillPlaceholders(whereToChange, { "consent.settingsButton": banner.settingsButton });

/** How a legal document is said in a build with or without analytics: where to change the choice only with the button. */
export const legalDocumentBuild = (analytics: boolean) => ({
  analytics,
  facts: { "consent.whereToChange": analytics ? consentWhereToChange : "" },
});

/** One line on what applies now, shown when the visitor reopens the settings. */
export const currentChoiceLine = ({
  choice,
  privacySignal,
}: {
  choice: "granted" | "denied" | null;
  privacySignal: boolean;
}): string => {
  if (choice === "granted") return currentChoice.granted;
  if (choice === "denied") return currentChoice.denied;
  if (privacySignal) return currentChoice.privacySignal;
  return currentChoice.pending;
};

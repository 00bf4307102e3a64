/** The consent banner's words, from content/consent.json. */
import type { ConsentContent } from "#core/content-schemas/consent.ts";
import consentFile from "./consent.json" with { type: "json" };

const { currentChoice, ...banner } = consentFile as ConsentContent;

export const consentCopy = banner;

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

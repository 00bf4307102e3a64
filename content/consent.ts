/** The consent banner's words, in one place. */
import type { ConsentSnapshot } from "#app/lib/analytics/consent-store.ts";

export const consentCopy = {
  regionLabel: "Cookie consent",
  heading: "Analytics cookies",
  body: "May we use PostHog cookies to count visits and see which pages help? Nothing is sent unless you accept.",
  privacyLink: "Privacy policy",
  accept: "Accept",
  decline: "Decline",
  close: "Close cookie settings",
  settingsButton: "Cookie settings",
};

/** One line on what applies now, shown when the visitor reopens the settings. */
export const currentChoiceLine = ({ choice, privacySignal }: ConsentSnapshot): string => {
  if (choice === "granted") return "You accepted analytics cookies.";
  if (choice === "denied") return "You declined analytics cookies.";
  if (privacySignal) return "Your browser asks sites not to track you, so analytics is off unless you accept.";
  return "You have not chosen yet.";
};

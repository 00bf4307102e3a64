import { z } from "zod";
import { copy } from "./fields.ts";

/** content/consent.json: the analytics consent banner and the footer's button that reopens it. */
export const consentContentSchema = z.object({
  regionLabel: copy("Banner name", "Read by screen readers."),
  heading: copy("Heading"),
  body: copy("Question"),
  privacyLink: copy("Privacy policy link"),
  accept: copy("Accept button"),
  decline: copy("Decline button"),
  close: copy("Close button", "Read by screen readers."),
  settingsButton: copy("Footer button"),
  whereToChange: copy(
    "Where the choice is changed",
    "Said in the privacy policy, only by a build with analytics (the one that has the footer button); {consent.settingsButton} is the button's name.",
  ),
  currentChoice: z
    .object({
      granted: copy("Accepted"),
      denied: copy("Declined"),
      privacySignal: copy("Browser asks not to track", "Not chosen yet, and the browser sends Global Privacy Control."),
      pending: copy("Not chosen yet"),
    })
    .meta({ title: "Current choice", description: "One line shown when the visitor reopens the settings." }),
});

export type ConsentContent = z.infer<typeof consentContentSchema>;

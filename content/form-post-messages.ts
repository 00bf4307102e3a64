/** What a form posted without JavaScript says above its button when the server refuses it as a whole. Server only. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { FormPostMessagesContent } from "#core/content-schemas/lead-forms.ts";
import formPostMessagesFile from "./form-post-messages.json" with { type: "json" };

const messages = formPostMessagesFile as FormPostMessagesContent;

export const formPostMessages = {
  ...messages,
  tooLarge: (maxKb: number) => fillPlaceholders(messages.tooLarge, { maxKb: String(maxKb) }),
};

/**
 * Text made safe to write into markup: HTML pages and e-mails, the sitemap and the feeds, Slack's message text. The
 * one escaper of the server and the build; a character outside &<>"' (an emoji, a letter beyond the first 65,536)
 * passes through whole.
 */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const entityFor = (character: string): string => ENTITIES[character] ?? character;

/** For HTML and XML alike, between tags or inside an attribute quoted either way (`&#39;` is both HTML's and XML's). */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, entityFor);

/**
 * Only &, < and >: for text that is never an attribute and whose quotes must reach the reader as typed. Slack reads
 * those three as markup (links, mentions) and shows any other entity literally.
 */
export const escapeMarkupText = (text: string): string => text.replace(/[&<>]/g, entityFor);

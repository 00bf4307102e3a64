/**
 * The text fields of a form post, read strictly. A body that is not what its Content-Type says (multipart without
 * a boundary, without its boundary in the body, or cut short; a broken percent escape; bytes or escapes that are not
 * UTF-8; another charset) is unreadable: the visitor's browser or client sent something no form on this site sends,
 * and guessing at it would store replacement characters or half a form.
 */
import { isUtf8Charset, parseContentType } from "#server/media-type.ts";

export const FORM_MEDIA_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
type FormMediaType = (typeof FORM_MEDIA_TYPES)[number];

export const isFormMediaType = (mediaType: string): mediaType is FormMediaType =>
  (FORM_MEDIA_TYPES as readonly string[]).includes(mediaType);

/** Whether a request's Content-Type header says it is a form post (either kind, any parameters). */
export const isFormPost = (contentType: string | undefined): boolean => isFormMediaType(parseContentType(contentType).mediaType);

export type FormBody = { readable: true; fields: Record<string, string> } | { readable: false; reason: string };

/** The pages are UTF-8, so browsers send their forms in UTF-8; the JSON functions refuse anything else too. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** `decodeURIComponent` throws on a broken escape and on escapes that are not UTF-8, where URLSearchParams guesses. */
const decodeFormComponent = (text: string): string => decodeURIComponent(text.replaceAll("+", " "));

const urlencodedFields = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split("&")
      .filter(Boolean)
      .map((pair) => {
        const equals = pair.indexOf("=");
        return equals === -1
          ? [decodeFormComponent(pair), ""]
          : [decodeFormComponent(pair.slice(0, equals)), decodeFormComponent(pair.slice(equals + 1))];
      }),
  );

/** A multipart body's text parts; a file part (no form here has one) is left out. */
const multipartFields = async (bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Record<string, string>> => {
  const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
};

/** Reads the body of a post whose Content-Type is one of FORM_MEDIA_TYPES; the last of repeated fields wins. */
export const readFormBody = async (request: Request): Promise<FormBody> => {
  const contentType = request.headers.get("content-type") ?? "";
  const { mediaType, charset } = parseContentType(contentType);
  if (!isUtf8Charset(charset)) return { readable: false, reason: `charset ${charset}` };
  try {
    const bytes = new Uint8Array(await request.arrayBuffer());
    const text = strictUtf8.decode(bytes);
    const fields = mediaType === "multipart/form-data" ? await multipartFields(bytes, contentType) : urlencodedFields(text);
    return { readable: true, fields };
  } catch (error) {
    return { readable: false, reason: error instanceof Error ? error.message : String(error) };
  }
};

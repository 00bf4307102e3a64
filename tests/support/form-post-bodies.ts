/** Form posts as browsers encode them, for the tests that send the forms without JavaScript. */

export const MULTIPART_BOUNDARY = "----northstar-form";

/** One field of a multipart/form-data body. */
const multipartPart = (name: string, value: string, boundary = MULTIPART_BOUNDARY) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** A whole multipart/form-data body, closing delimiter included. */
export const multipartBody = (fields: Record<string, string>, boundary = MULTIPART_BOUNDARY) =>
  `${Object.entries(fields)
    .map(([name, value]) => multipartPart(name, value, boundary))
    .join("")}--${boundary}--\r\n`;

/** An application/x-www-form-urlencoded body, with each value written as `encode` gives it (escaped by default). */
export const urlencodedBody = (
  fields: Record<string, string>,
  encode: (name: string, value: string) => string = (_, value) => encodeURIComponent(value),
) =>
  Object.entries(fields)
    .map(([name, value]) => `${name}=${encode(name, value)}`)
    .join("&");

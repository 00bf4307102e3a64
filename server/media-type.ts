/** The media type of a Content-Type header, lower-cased, and its charset when it names one (quotes removed). */
export const parseContentType = (header: string | undefined): { mediaType: string; charset?: string } => {
  const [mediaType = "", ...parameters] = (header ?? "").split(";").map((part) => part.trim().toLowerCase());
  const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length);
  return { mediaType, charset: charset?.replace(/"/g, "") };
};

/** Whether a body in this charset is UTF-8, as every body the server reads must be; no charset means UTF-8. */
export const isUtf8Charset = (charset: string | undefined): boolean => charset === undefined || charset === "utf-8";

/** A file a build step adds to the build, named by its content so that it can be cached for good. */
import { createHash } from "node:crypto";

export type BuildFile = { href: string; text: string };

/** `text` as a file at `<prefix><first 12 hex digits of its SHA-256><extension>`. */
export const contentNamedFile = (prefix: string, text: string, extension = ".js"): BuildFile => ({
  href: `${prefix}${createHash("sha256").update(text).digest("hex").slice(0, 12)}${extension}`,
  text,
});

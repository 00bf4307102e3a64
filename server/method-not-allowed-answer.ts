/** The 405 of the site and the analytics proxy: JSON, with the methods the path does take in `Allow`. */
import type { Context } from "hono";

export const methodNotAllowedAnswer = (c: Context, allowedMethods: string[]): Response =>
  c.json({ error: "Method not allowed" }, 405, { Allow: allowedMethods.join(", ") });

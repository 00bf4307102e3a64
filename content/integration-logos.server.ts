/** Each integration logo's drawing, looked up in simple-icons by name at build time, so the set stays out of the browser. */
import * as simpleIcons from "simple-icons";
import type { IntegrationLogoDrawing, IntegrationLogoName } from "#core/integration-logos.ts";

const byTitle = new Map<string, IntegrationLogoDrawing>(
  Object.values(simpleIcons).map(({ title, hex, path }) => [title, { title, hex, path }]),
);

export const integrationLogo = (name: IntegrationLogoName): IntegrationLogoDrawing => {
  const drawing = byTitle.get(name);
  if (!drawing) throw new Error(`simple-icons has no icon titled "${name}" (core/integration-logos.ts)`);
  return drawing;
};

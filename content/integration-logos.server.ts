/** Each integration logo's drawing, looked up in simple-icons by name at build time, so the set stays out of the browser. */
import * as simpleIcons from "simple-icons";
import { type IntegrationLogoDrawing, type IntegrationLogoName, LOGO_CONTRAST, NIGHT_TILE } from "#core/integration-logos.ts";
import { isNeutral, legibleOn } from "#core/legible-colour.ts";

const byTitle = new Map<string, IntegrationLogoDrawing>(
  Object.values(simpleIcons).map(({ title, hex, path }) => [
    title,
    { title, hex, nightHex: isNeutral(hex) ? "ffffff" : legibleOn(hex, NIGHT_TILE, LOGO_CONTRAST), path },
  ]),
);

export const integrationLogo = (name: IntegrationLogoName): IntegrationLogoDrawing => {
  const drawing = byTitle.get(name);
  if (!drawing) throw new Error(`simple-icons has no icon titled "${name}" (core/integration-logos.ts)`);
  return drawing;
};

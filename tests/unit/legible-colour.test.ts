import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { integrationLogo } from "#content/integration-logos.server.ts";
import { integrationLogoNames, LOGO_CONTRAST, NIGHT_TILE } from "#core/integration-logos.ts";
import { contrastRatio, legibleOn } from "#core/legible-colour.ts";

describe("a logo's colour on the dark scheme's tile", () => {
  it("is the dark scheme's raised surface, as the stylesheet sets it", () => {
    const darkScheme = readFileSync("app/app.css", "utf8").split("@media (prefers-color-scheme: dark)")[1] ?? "";
    expect(darkScheme).toMatch(new RegExp(`--raised:\\s*#${NIGHT_TILE};`, "i"));
  });

  it("keeps a brand colour that already reads there, and lightens one that does not just enough", () => {
    expect(legibleOn("fc6d26", NIGHT_TILE, 3)).toBe("fc6d26");
    const github = legibleOn("181717", NIGHT_TILE, 3);
    expect(contrastRatio(github, NIGHT_TILE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio("000000", "ffffff")).toBeCloseTo(21);
  });

  it("turns a black or grey mark white, as GitHub draws its own on dark", () => {
    expect(integrationLogo("GitHub").nightHex).toBe("ffffff");
    expect(integrationLogo("GitLab").nightHex).toBe(integrationLogo("GitLab").hex.toLowerCase());
  });

  it("reads at the logos' contrast for every logo an integration may name", () => {
    for (const name of integrationLogoNames) {
      expect(contrastRatio(integrationLogo(name).nightHex, NIGHT_TILE), name).toBeGreaterThanOrEqual(LOGO_CONTRAST);
    }
  });
});

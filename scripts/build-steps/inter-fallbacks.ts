/**
 * Fallback faces sized like Inter: a font the visitor already has (Arial on Windows and macOS, Roboto on Android,
 * DejaVu Sans on Linux), scaled and given Inter's ascent and descent, so that text painted before the web font
 * arrives takes the room Inter will take and nothing moves when it swaps in (docs/decisions/101). Capsize computes
 * the overrides from each font's metrics; `npm run font:fallbacks` writes them to app/fonts/inter-fallbacks.css, and
 * a unit test says when the file is stale. The metrics are Inter's own, read from the file the subset is cut from:
 * cutting keeps every table they come from, whatever characters the copy uses.
 */

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createFontStack, type FontMetrics } from "@capsizecss/core";
import { fromFile } from "@capsizecss/unpack/fs";
import { projectRoot } from "#tooling/project-root.ts";
import { SOURCE_FONT } from "./inter-subset.ts";

export const INTER_FALLBACKS_FILE = join(projectRoot, "app", "fonts", "inter-fallbacks.css");

/**
 * Arial's and Roboto's metrics as Capsize publishes them (@capsizecss/metrics 4.3.0, `arial` and `roboto`), written
 * here: that package holds the metrics of every Google font, 29,613 files and 169 MB that each `npm ci` unpacked for
 * these two (decision 139).
 */
const arial: FontMetrics = {
  familyName: "Arial",
  fullName: "Arial",
  postscriptName: "ArialMT",
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
};

const roboto: FontMetrics = {
  familyName: "Roboto",
  fullName: "Roboto Regular",
  postscriptName: "Roboto-Regular",
  capHeight: 1456,
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1082,
  xWidthAvg: 911,
  subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } },
};

/**
 * DejaVu Sans 2.37 (Debian's fonts-dejavu-core), read from DejaVuSans.ttf by @capsizecss/unpack; Capsize ships no
 * metrics for it. Its OS/2 table (version 1) has no cap or x height: those are the heights of its H and x glyphs,
 * which the fallback face does not use.
 */
const dejaVuSans: FontMetrics = {
  familyName: "DejaVu Sans",
  fullName: "DejaVu Sans",
  postscriptName: "DejaVuSans",
  capHeight: 1493,
  xHeight: 1120,
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
  subsets: { latin: { xWidthAvg: 1041 }, thai: { xWidthAvg: 1229 } },
};

/** The fallback faces' CSS, and the font stack that names them after Inter. */
export const interFallbacks = async (): Promise<{ fontFaces: string; fontFamily: string }> => {
  const inter = { ...(await fromFile(SOURCE_FONT)), familyName: "Inter Variable" };
  return createFontStack([inter, arial, roboto, dejaVuSans], { fontFaceFormat: "styleString" });
};

export const interFallbacksCss = async (): Promise<string> => {
  const { fontFaces, fontFamily } = await interFallbacks();
  return `/* Made by \`npm run font:fallbacks\` (scripts/build-steps/inter-fallbacks.ts): do not edit. Font stack: ${fontFamily} */\n${fontFaces}\n`;
};

if (import.meta.main) {
  writeFileSync(INTER_FALLBACKS_FILE, await interFallbacksCss());
  console.log(`${INTER_FALLBACKS_FILE}: fallback faces sized like Inter`);
}

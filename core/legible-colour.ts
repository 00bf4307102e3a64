/**
 * A brand colour made legible on a ground: the colour itself when it stands out enough, else the first mix of it with
 * white that does (relative luminance and contrast ratio as WCAG 2.2 defines them). For a tool's logo on the dark
 * scheme's tile, where GitHub's near-black or Jira's deep blue would all but vanish.
 */
type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace(/^#/, ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const hexOf = (rgb: Rgb): string => rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("");

const luminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const contrastRatio = (a: string, b: string): number => {
  const [high, low] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

/** A grey, black or white: channels within a tenth of each other. */
export const isNeutral = (hex: string): boolean => {
  const rgb = rgbOf(hex);
  return Math.max(...rgb) - Math.min(...rgb) < 26;
};

/** `hex` (six digits, with or without `#`), lightened towards white in steps of a tenth until `ratio` holds on `ground`. */
export const legibleOn = (hex: string, ground: string, ratio: number): string => {
  const colour = rgbOf(hex);
  for (let step = 0; step <= 10; step++) {
    const mixed = colour.map((channel) => channel + ((255 - channel) * step) / 10) as unknown as Rgb;
    if (contrastRatio(hexOf(mixed), ground) >= ratio) return hexOf(mixed);
  }
  return "ffffff";
};

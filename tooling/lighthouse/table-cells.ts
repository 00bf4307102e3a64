/** How the Lighthouse tables write a figure; "–" where Lighthouse gave none. */
const orDash =
  (format: (value: number) => string) =>
  (value: number | undefined): string =>
    value === undefined ? "–" : format(value);

export const secondsCell = orDash((ms) => `${(ms / 1000).toFixed(2)} s`);
export const millisecondsCell = orDash((ms) => `${Math.round(ms)} ms`);
export const kilobytesCell = orDash((bytes) => `${(bytes / 1024).toFixed(0)} KB`);
export const scoreCell = orDash(String);
export const clsCell = orDash((cls) => cls.toFixed(3));

/** `value / reference`, or undefined when either is missing or the reference is 0. */
export const ratioOf = (value: number | undefined, reference: number | undefined): number | undefined =>
  value === undefined || reference === undefined || reference === 0 ? undefined : value / reference;

/** A ratio to two decimals, marked "(over)" when above its target. */
export const ratioCell = (ratio: number | undefined, target: number): string =>
  ratio === undefined ? "–" : `${ratio.toFixed(2)}${ratio <= target ? "" : " (over)"}`;

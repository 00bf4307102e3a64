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

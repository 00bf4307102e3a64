/**
 * "12,345": a whole number with English thousands separators. Not Intl or toLocaleString: the first Intl formatter a
 * page creates loads locale data (about 40 ms on a fast machine, four times that on a slow phone), and the content
 * and schema modules that quote numbers run while the page hydrates.
 */
export const withThousandsSeparators = (value: number): string =>
  `${value < 0 ? "-" : ""}${String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ",")}`;

/**
 * "12,345": a whole number with English thousands separators. Not Intl or toLocaleString: the first Intl formatter a
 * page creates loads locale data, a long task while the page hydrates (docs/decisions/084-no-script-runs-before-the-
 * first-paint.md). The other plain formatters (prices, lists, dates) point here.
 */
export const withThousandsSeparators = (value: number): string =>
  `${value < 0 ? "-" : ""}${String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ",")}`;

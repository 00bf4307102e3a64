const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "September 14, 2026" from an ISO date, in UTC so the build and the browser agree. Not Intl.DateTimeFormat: see
 * withThousandsSeparators in core/format-number.ts.
 */
export const formatDate = (isoDate: string): string => {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: "${isoDate}"`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};

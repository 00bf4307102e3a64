/** "14 September 2026" from an ISO date, in UTC so the build and the browser agree. */
export const formatDate = (isoDate: string): string =>
  new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(isoDate));

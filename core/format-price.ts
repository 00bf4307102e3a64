import { withThousandsSeparators } from "./format-number.ts";

/** "$1,000": whole US dollars. */
export const formatPrice = (dollars: number): string => `${dollars < 0 ? "-" : ""}$${withThousandsSeparators(Math.abs(dollars))}`;

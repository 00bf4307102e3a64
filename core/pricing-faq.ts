/**
 * How many questions of its FAQ group /pricing shows, the group's first in the FAQ's order (all of them are on /faqs):
 * each is on the page twice (the answer and the FAQPage structured data), and the page must arrive in its first round
 * trip with every plan's description at its limit (decisions 101, 105). Apart from the schema so that the page's code,
 * which picks the questions, holds no schema.
 */
export const PRICING_FAQ_MAX = 3;

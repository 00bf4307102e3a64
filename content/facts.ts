/** The facts copy names with placeholders ({site.name}, {plans.startup.price}), from the files that state them. */
import { contentFacts as factsOf } from "#core/content-facts.ts";
import { plans } from "./plans.ts";
import { site } from "./site.ts";

export const contentFacts = factsOf(site, plans);

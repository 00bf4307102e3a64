/** The facts copy may name with a placeholder (core/content-placeholders.ts), built from the files that state them. */
import type { ContentFacts } from "./content-placeholders.ts";
import type { PlansContent } from "./content-schemas/plans.ts";
import type { SiteContent } from "./content-schemas/site.ts";
import { formatPrice } from "./format-price.ts";

/** "site.name", "site.trial.days", "site.claims.softwareRating.value", …: every string and number under the site's facts. */
export const siteFacts = (value: unknown, prefix = "site"): Record<string, string> =>
  typeof value === "object" && value !== null
    ? Object.assign({}, ...Object.entries(value).map(([key, inner]) => siteFacts(inner, `${prefix}.${key}`)))
    : typeof value === "string" || typeof value === "number"
      ? { [prefix]: String(value) }
      : {};

/** "plans.startup.name", "plans.startup.price" ("$240") and "plans.startup.originalPrice" for each plan. */
export const planFacts = (plans: PlansContent["plans"]): Record<string, string> =>
  Object.fromEntries(
    plans.flatMap((plan) => [
      [`plans.${plan.id}.name`, plan.name],
      [`plans.${plan.id}.price`, formatPrice(plan.price)],
      [`plans.${plan.id}.originalPrice`, formatPrice(plan.originalPrice)],
    ]),
  );

export const contentFacts = (site: SiteContent, plans: PlansContent["plans"]): ContentFacts => ({
  ...siteFacts(site),
  ...planFacts(plans),
});

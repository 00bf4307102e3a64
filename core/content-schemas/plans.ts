import { z } from "zod";
import { boundedParagraph, copy, flag, listOf, paragraph, slug, whole } from "./fields.ts";

const limitKeys = [
  "aiModels",
  "discoveries",
  "seats",
  "integrations",
  "support",
  "advancedAnalytics",
  "customWorkflows",
  "sdkPlugin",
] as const;

/**
 * The longest plan description /pricing can carry: with every plan's at this length, the page still arrives in the
 * first round trip (scripts/check-budgets.ts, decision 101; measured in decision 105).
 */
export const PLAN_DESCRIPTION_MAX = 110;

const planSchema = z.object({
  id: slug("Id", "Other copy names this plan's facts with it: {plans.startup.price}. Changing it breaks those."),
  name: copy("Name"),
  price: whole("Price", "US dollars per month: the launch price, with the launch discount already taken off."),
  originalPrice: whole("Regular price", "US dollars per month, shown struck through."),
  description: boundedParagraph(
    "Description",
    PLAN_DESCRIPTION_MAX,
    "/pricing shows every plan's, and must arrive in its first round trip",
  ),
  features: listOf(copy("Feature"), "Features").check(z.minLength(1, "must list at least one feature")),
  upcoming: listOf(
    copy("Feature"),
    "Coming soon",
    "Announced for this plan, not yet available: listed after its features, marked as coming rather than ticked.",
  ).optional(),
  cta: copy("Button"),
  popular: flag("Most popular", "Exactly one plan is marked."),
  limits: z
    .object({
      aiModels: copy("AI models"),
      discoveries: copy("Product discoveries"),
      seats: copy("Seats"),
      integrations: copy("Integrations"),
      support: copy("Support"),
      advancedAnalytics: flag("Advanced analytics"),
      customWorkflows: flag("Custom workflows"),
      sdkPlugin: flag("SDK plug-in"),
    })
    .meta({ title: "Comparison table", description: "This plan's column in the table on /pricing." }),
});

/** content/plans.json: the only place a price is written. Cards, tables, the FAQ and the structured data read it. */
export const plansContentSchema = z
  .object({
    currency: z.literal("USD").meta({ title: "Currency" }),
    plans: listOf(planSchema, "Plans").check(z.minLength(1, "must hold at least one plan")),
    popularLabel: copy("Most popular badge"),
    perMonth: copy("Per month", 'After each price: "/month".'),
    ctaPlan: copy("Button, for screen readers", "Read out after a plan's button; {plan.name} is the plan's name."),
    trialTerms: copy("Trial terms", "Under every set of plan cards."),
    was: copy("Was", 'Read out before the struck-through price: ", was".'),
    discountLabel: copy(
      "Launch discount badge",
      "Shown once, beside the launch pricing terms above the plan cards, e.g. {site.promo.percentOff}% OFF.",
    ),
    launchTerms: paragraph("Launch pricing terms", "Beside the launch discount badge, above every set of plan cards."),
    offerDescription: paragraph(
      "Offer description",
      "Each plan's offer in the structured data. {plan.originalPrice} is the plan's regular price.",
    ),
    comparison: listOf(
      z.object({
        label: copy("Row"),
        limit: z.enum(limitKeys).meta({ title: "Fact" }),
        upcoming: flag("Coming soon", "Announced, not yet available: a plan that has it says so instead of a tick.").optional(),
      }),
      "Comparison table rows",
    ),
  })
  .superRefine((content, context) => {
    const popular = content.plans.filter((plan) => plan.popular);
    if (popular.length !== 1)
      context.addIssue({
        code: "custom",
        path: ["plans"],
        message: `exactly one plan must be marked most popular; ${popular.length === 0 ? "none is" : `${popular.map((plan) => plan.name).join(" and ")} are`}`,
      });
    content.plans.forEach((plan, index) => {
      if (plan.originalPrice < plan.price)
        context.addIssue({
          code: "custom",
          path: ["plans", index, "originalPrice"],
          message: `must be at least the price (${plan.price})`,
        });
      if (content.plans.findIndex((other) => other.id === plan.id) !== index)
        context.addIssue({ code: "custom", path: ["plans", index, "id"], message: `"${plan.id}" is used by another plan` });
    });
  });

export type PlansContent = z.infer<typeof plansContentSchema>;
export type Plan = PlansContent["plans"][number];

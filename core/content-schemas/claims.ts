/**
 * The figures that state the site config's claims where a page shows them (app/components/proof/claims.tsx), each set
 * large over its label. The figures themselves are site.claims (content/site.ts), the same source as the structured
 * data, named by placeholder.
 */
import { z } from "zod";
import { CLAIM_PLACEHOLDERS } from "#core/claim-placeholders.ts";
import { placeholdersIn } from "#core/content-placeholders.ts";
import { copy, listOf } from "./fields.ts";

const claimFigure = z.object({
  figure: copy("Figure", "Set large, e.g. {site.claims.teams}."),
  label: copy("Label", 'Under the figure, e.g. "product teams use {site.name}".'),
});

/** Every word of the figures and their labels, where the placeholders they name are looked for. */
export const claimsText = (figures: readonly { figure: string; label: string }[]): string =>
  figures.map(({ figure, label }) => `${figure} ${label}`).join(" ");

export const claimsContentSchema = z
  .object({
    figures: listOf(
      claimFigure,
      "Figures",
      `Two to four figures, each with its label, naming between them every claim by its placeholder: ${CLAIM_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}.`,
    ).check(z.minLength(2, "must hold at least 2 figures"), z.maxLength(4, "must hold at most 4 figures")),
  })
  .superRefine(({ figures }, context) => {
    const named = new Set(placeholdersIn(claimsText(figures)));
    for (const name of CLAIM_PLACEHOLDERS)
      if (!named.has(name)) context.addIssue({ code: "custom", path: ["figures"], message: `must name {${name}}` });
  });

export type ClaimsContent = z.infer<typeof claimsContentSchema>;

/**
 * The sentence that states the site config's claims where a page shows them (app/components/proof/claims.tsx). The
 * figures themselves are site.claims (content/site.ts), the same source as the structured data, named by placeholder.
 */
import { z } from "zod";
import { CLAIM_PLACEHOLDERS } from "#core/claim-placeholders.ts";
import { placeholdersIn } from "#core/content-placeholders.ts";
import { paragraph } from "./fields.ts";

export const claimsContentSchema = z
  .object({
    line: paragraph(
      "Claims",
      `One or two plain sentences naming every claim by its placeholder: ${CLAIM_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}.`,
    ),
  })
  .superRefine(({ line }, context) => {
    const named = new Set(placeholdersIn(line));
    for (const name of CLAIM_PLACEHOLDERS)
      if (!named.has(name)) context.addIssue({ code: "custom", path: ["line"], message: `must name {${name}}` });
  });

export type ClaimsContent = z.infer<typeof claimsContentSchema>;

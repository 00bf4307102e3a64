import { describe, expect, it } from "vitest";
import claimsFile from "#content/claims.json" with { type: "json" };
import { claimItems } from "#content/claims.ts";
import proofFile from "#content/proof.json" with { type: "json" };
import { customerLogos, testimonials } from "#content/proof.ts";
import { site } from "#content/site.ts";
import { claimsContentSchema } from "#core/content-schemas/claims.ts";
import { proofContentSchema } from "#core/content-schemas/proof.ts";

describe("the proof content", () => {
  it("matches its schemas", () => {
    expect(proofContentSchema.safeParse(proofFile).error?.issues ?? []).toEqual([]);
    expect(claimsContentSchema.safeParse(claimsFile).error?.issues ?? []).toEqual([]);
  });

  it("ships no testimonials or customer logos until real ones are added", () => {
    expect(testimonials).toEqual([]);
    expect(customerLogos).toEqual([]);
  });

  it("shows the site config's claims, the figures the structured data states", () => {
    const { claims } = site;
    const shown = claimItems.map((item) => `${item.figure} ${item.label}`).join(" | ");
    expect(shown).toContain(`${claims.softwareRating.value} from ${claims.softwareRating.count} reviews`);
    expect(shown).toContain(`${claims.productRating.value} from ${claims.productRating.count} ratings`);
    for (const figure of [claims.teams, claims.fasterResearch, claims.payback]) expect(shown).toContain(figure);
  });
});

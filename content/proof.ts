/** Customers' words and logos (content/proof.json), typed: empty until real ones are added. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ProofContent } from "#core/content-schemas/proof.ts";
import proofFile from "./proof.json" with { type: "json" };
import { brandFacts } from "./site.ts";

const proof = fillPlaceholders(proofFile as ProofContent, brandFacts);

export const proofSection = proof.section;
export const testimonials = proof.testimonials;
export const customerLogos = proof.customerLogos;

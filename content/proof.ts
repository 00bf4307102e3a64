/** Customers' words and logos (content/proof.json), typed: empty until real ones are added. */
import type { ProofContent } from "#core/content-schemas/proof.ts";
import proofFile from "./proof.json" with { type: "json" };

const proof = proofFile as ProofContent;

export const proofSection = proof.section;
export const testimonials = proof.testimonials;
export const customerLogos = proof.customerLogos;

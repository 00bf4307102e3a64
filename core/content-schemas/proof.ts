/**
 * Customers' own words and logos, shown only once real ones are added (no invented testimonials or customers: see
 * ../shared/DECISIONS.md, "Content"). The claims' words are content/claims.json's.
 */
import { z } from "zod";

export const testimonialSchema = z.object({
  quote: z.string().min(1).meta({ title: "Quote", description: "The customer's own words, as they approved them." }),
  name: z.string().min(1).meta({ title: "Name" }),
  role: z.string().min(1).meta({ title: "Role", description: "Their job title." }),
  company: z.string().min(1).meta({ title: "Company" }),
});

export const customerLogoSchema = z.object({
  name: z.string().min(1).meta({ title: "Company name", description: "Read out in place of the logo." }),
  logo: z
    .string()
    .regex(/^\/.+\.svg$/, "a path under public/ to an SVG file, such as /logos/acme.svg")
    .meta({ title: "Logo", description: "An SVG file under public/, used with the customer's permission." }),
});

export const proofContentSchema = z.object({
  section: z
    .object({
      title: z.string().min(1).meta({ title: "Section title", description: "Over the customers' words." }),
      logosLabel: z.string().min(1).meta({ title: "Logos label", description: "Names the row of customer logos." }),
    })
    .meta({ title: "Testimonials section", description: "Shown only when there are testimonials or logos." }),
  testimonials: z.array(testimonialSchema).meta({ title: "Testimonials", description: "Real customers only." }),
  customerLogos: z.array(customerLogoSchema).meta({ title: "Customer logos", description: "Real customers only." }),
});

export type ProofContent = z.infer<typeof proofContentSchema>;

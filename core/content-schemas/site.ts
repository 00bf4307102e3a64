import { z } from "zod";
import { citedSource, copy, emailAddress, flag, webAddress, whole } from "./fields.ts";

const rating = (title: string) =>
  z
    .object({
      value: z.number().min(1).max(5).meta({ title: "Average rating", description: "Out of 5." }),
      count: whole("Number of ratings"),
      source: citedSource(
        "When named, the claims must name it too, in a label, as {site.claims.…Rating.source.name}: it shows as a link.",
      ),
    })
    .meta({ title });

/** content/site.json: the brand's facts. Copy anywhere names them as {site.name}, {site.trial.days}, … */
export const siteContentSchema = z.object({
  name: copy("Product name"),
  category: copy("Category", 'What the product is, as it reads inside a sentence: "Northstar, the AI product manager".'),
  tagline: copy("Tagline"),
  url: webAddress("Site address", "The public address of this site."),
  appRegisterUrl: webAddress("Sign-up address", "Where Start Free Trial leads."),
  demoBookingUrl: webAddress("Demo booking address", "Where Book a Demo leads."),
  socialProfileUrl: webAddress("Social profile", "The company's profile, linked in structured data."),
  accelerator: z
    .object({ name: copy("Name"), cohort: copy("Cohort"), url: webAddress("Portfolio page") })
    .meta({ title: "Accelerator" }),
  email: z
    .object({ sales: emailAddress("Sales"), support: emailAddress("Support"), privacy: emailAddress("Privacy") })
    .meta({ title: "E-mail addresses" }),
  legal: z
    .object({
      entity: copy("Legal entity"),
      address: z
        .object({
          street: copy("Street"),
          city: copy("City"),
          region: copy("Region"),
          postalCode: copy("Postal code"),
          country: copy("Country"),
          countryCode: z
            .string()
            .regex(/^[A-Z]{2}$/, "must be a two-letter country code")
            .meta({ title: "Country code" }),
        })
        .meta({ title: "Address" }),
      jurisdiction: copy("Jurisdiction", 'As it reads after "the laws of": "the State of Delaware".'),
    })
    .meta({ title: "Company" }),
  trial: z.object({ days: whole("Trial days"), creditCardRequired: flag("Credit card required") }).meta({ title: "Free trial" }),
  promo: z
    .object({
      percentOff: whole("Percent off", "Already taken off the plans' prices."),
      months: whole("Months", "How long the launch price lasts."),
    })
    .meta({ title: "Launch pricing" }),
  claims: z
    .object({
      teams: copy("Teams using it", 'e.g. "500+"'),
      fasterResearch: copy("Faster research", 'e.g. "90%"'),
      payback: copy("Payback", 'e.g. "under 1 week"'),
      softwareRating: rating("Software rating"),
      productRating: rating("Product rating"),
    })
    .meta({ title: "Claims", description: "Shown on the pages and stated in their structured data: keep them true." }),
  softwareVersion: copy("Software version"),
});

export type SiteContent = z.infer<typeof siteContentSchema>;

/**
 * The words beside each figure of the site config's claims, where a page shows them (app/components/proof/claims.tsx).
 * The figures themselves are site.claims (content/site.ts), the same source as the structured data.
 */
import { z } from "zod";

const label = (title: string, description: string) => z.string().min(1).meta({ title, description });

export const claimsContentSchema = z.object({
  softwareRating: label("Software rating", "After the rating; {count} is the number of reviews."),
  productRating: label("Product rating", "After the rating; {count} is the number of ratings."),
  teams: label("Teams", "After the number of teams."),
  fasterResearch: label("Faster research", "After the percentage."),
  payback: label("Payback", "After the payback time."),
});

export type ClaimsContent = z.infer<typeof claimsContentSchema>;

import { z } from "zod";
import { copy, paragraph } from "./fields.ts";

/** content/product-listing.json: how the structured data describes the product to search engines. */
export const productListingContentSchema = z.object({
  softwareDescription: paragraph("Software description", "The SoftwareApplication's description."),
  productDescription: paragraph("Product description", "The Product's description, beside the plans' offers."),
  trialOffer: z.object({ name: copy("Name"), description: paragraph("Description") }).meta({ title: "Free trial offer" }),
});

export type ProductListingContent = z.infer<typeof productListingContentSchema>;

import { z } from "zod";
import { sampleSlugs } from "../page-slugs.ts";
import { copy } from "./fields.ts";

/** A link to one of the sample documents (/samples/<slug>), e.g. "See a sample PRD". */
export const sampleLinkSchema = z
  .object({
    label: copy("Link", 'e.g. "See a sample PRD".'),
    slug: z.enum(sampleSlugs, { error: `must be one of ${sampleSlugs.join(", ")}` }).meta({ title: "Sample" }),
  })
  .meta({ title: "Sample document link", description: "None shows no link." });

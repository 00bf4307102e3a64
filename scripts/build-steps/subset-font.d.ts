/** The part of subset-font's API this project uses (the package ships no types). */
declare module "subset-font" {
  export type SubsetFontOptions = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** OpenType layout features to keep; every feature when left out. */
    keepFeatures?: readonly string[];
    /** Pins or narrows variation axes, e.g. `{ wght: { min: 400, max: 700 } }`. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noHinting?: boolean;
  };
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

declare module "smartypants" {
  /** SmartyPants with Unicode characters instead of HTML entities; `attributes` as in SmartyPants ("qDe": quotes, old-school dashes, ellipses). */
  export function smartypantsu(text: string, attributes?: string): string;
}

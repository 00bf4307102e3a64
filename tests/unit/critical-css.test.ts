import { describe, expect, it } from "vitest";
import { withPropertyDefaultsOnce } from "#scripts/build-steps/critical-css.ts";

const properties =
  "@layer properties{@supports ((-webkit-hyphens:none) and (not (margin-trim:inline))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-border-style:solid}}}";
const registrations =
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}';

describe("the custom properties of a page's critical CSS", () => {
  const css = withPropertyDefaultsOnce(
    `${properties}@layer utilities{.shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}.border{border-style:var(--tw-border-style)}}${registrations}`,
  );

  it("set their defaults on every element in every browser, not only in those without @property", () => {
    expect(css).toContain("@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-border-style:solid}}");
    expect(css).not.toContain("@supports");
  });

  it("keep no registration, and no default that no kept rule reads or sets", () => {
    expect(css).not.toContain("@property");
    expect(css).not.toContain("--tw-blur");
    expect(css).toContain("@layer utilities{.shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}");
  });

  it("leave a stylesheet without a properties layer as it is, less its registrations", () => {
    expect(withPropertyDefaultsOnce(`.a{color:red}${registrations}`)).toBe(".a{color:red}");
  });
});

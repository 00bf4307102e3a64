import { describe, expect, it } from "vitest";
import {
  pageStyles,
  withoutAbsentElements,
  withoutUnreadVariables,
  withPropertyDefaultsOnce,
} from "#scripts/build-steps/critical-css.ts";

const properties =
  "@layer properties{@supports ((-webkit-hyphens:none) and (not (margin-trim:inline))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-gradient-from-position:0%;--tw-border-style:solid}}}";
const registrations =
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}';

describe("the custom properties of a page's critical CSS", () => {
  const css = withPropertyDefaultsOnce(
    `${properties}@layer utilities{.shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}.border{border-style:var(--tw-border-style)}.from{background-position:var(--tw-gradient-from-position)}.listed{transition-property:--tw-blur,color}}${registrations}`,
  );

  it("set their defaults on every element in every browser, not only in those without @property", () => {
    expect(css).toContain(
      "@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-gradient-from-position:0%;--tw-border-style:solid}}",
    );
    expect(css).not.toContain("@supports");
  });

  it("keep no registration, and no default that no kept rule reads or sets", () => {
    expect(css).not.toContain("@property");
    expect(css).not.toContain("--tw-blur:");
    expect(css).toContain("@layer utilities{.shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}");
  });

  it("leave a stylesheet without a properties layer as it is, less its registrations", () => {
    expect(withPropertyDefaultsOnce(`.a{color:red}${registrations}`)).toBe(".a{color:red}");
  });
});

describe("the variables and animations of a page's critical CSS", () => {
  const theme = ":root{--animate-rise:rise .7s both;--animate-walk:walk 1s linear;--color:red}";
  const keyframes = "@keyframes rise{0%{opacity:0}}@keyframes walk{0%{opacity:.5}}@keyframes spin{to{rotate:1turn}}";

  it("keep the animations a kept rule shows, by its variable or by name, and drop the others", () => {
    const css = withoutUnreadVariables(`${theme}.animate-rise{animation:var(--animate-rise)}.s{animation:spin 1s}${keyframes}`);
    expect(css).toContain("--animate-rise:rise .7s both");
    expect(css).toContain("@keyframes rise{");
    expect(css).toContain("@keyframes spin{");
    expect(css).not.toContain("walk");
  });

  it("keep the variables a kept rule or the rest of the page reads, through others too, and drop the rest with the blocks they leave empty", () => {
    const palette = ":root{--brand:var(--indigo);--indigo:#5144e6;--unread:red;--inline:blue}";
    const css = withoutUnreadVariables(
      `${palette}@media (prefers-color-scheme:dark){:root{--unread:pink}}.b{--focus:#fff}.a{color:var(--brand)}`,
      '<p style="color:var(--inline)">',
    );
    expect(css).toBe(":root{--brand:var(--indigo);--indigo:#5144e6;--inline:blue}.a{color:var(--brand)}");
  });
});

describe("a page's critical CSS", () => {
  const webFont = '@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)format("woff2")}';
  const localFace = "@font-face{font-family:Inter Fallback;src:local(Arial)}";
  const base = "@layer base{abbr:where([title]){-webkit-text-decoration:underline dotted;text-decoration:underline dotted}}";
  const stylesheet = `/*! licence */@layer theme{:root{--c:red}}${base}@layer utilities{.kept{color:var(--c)}.dropped{color:blue}}${webFont}${localFace}`;
  const styles = pageStyles(stylesheet);

  it("holds the web font apart, for after the first paint, and keeps the local fallback faces, which fetch nothing", async () => {
    expect(styles.webFonts).toBe(webFont);
    const css = await styles.criticalFor('<p class="kept">Hi</p>');
    expect(css).toContain(localFace);
    expect(css).not.toContain("inter-1.woff2");
  });

  it("keeps the base layer's rules for elements the page holds, and for states and attributes whatever the page holds", () => {
    const layer =
      "@layer base{code,kbd,samp,pre{font-size:1em}table{border-collapse:collapse}h1,h2,summary{text-wrap:balance}[hidden]:where(:not([hidden=until-found])){display:none!important}:root[data-signed-in] [data-signed-out-only]{display:none!important}}";
    expect(withoutAbsentElements(layer, "<body><h1>Plans</h1><table></table></body>")).toBe(
      "@layer base{table{border-collapse:collapse}h1,h2,summary{text-wrap:balance}[hidden]:where(:not([hidden=until-found])){display:none!important}:root[data-signed-in] [data-signed-out-only]{display:none!important}}",
    );
    expect(withoutAbsentElements(layer, "<p>See <code>npm test</code></p>")).toContain("code,kbd,samp,pre{font-size:1em}");
  });

  it("states the order of the layers first, keeps the base layer as Tailwind wrote it, and only the rules the page can match", async () => {
    const css = await styles.criticalFor('<p class="kept">Hi</p>');
    expect(css.startsWith("@layer theme,base,utilities;")).toBe(true);
    expect(css).toContain(base);
    expect(css).toContain(".kept{color:var(--c)}");
    expect(css).not.toContain(".dropped");
  });
});

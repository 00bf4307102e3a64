import fc from "fast-check";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { escapeMarkup, escapeMarkupText } from "#core/escape-markup.ts";

/** What a browser or an XML reader makes of the escaped text, read back through an HTML parser. */
const asText = (markup: string) => parse(`<p>${markup}</p>`).querySelector("p")!.text;
const asAttribute = (markup: string, quote: '"' | "'") =>
  parse(`<p title=${quote}${markup}${quote}></p>`).querySelector("p")!.getAttribute("title");

describe("escapeMarkup", () => {
  it.each([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
  ])("writes %s as %s", (character, entity) => {
    expect(escapeMarkup(`a${character}b`)).toBe(`a${entity}b`);
  });

  it("escapes an ampersand that already starts an entity, so the text reads as typed", () => {
    expect(escapeMarkup("&amp; &lt;")).toBe("&amp;amp; &amp;lt;");
  });

  it("keeps emoji and characters beyond the first 65,536 whole", () => {
    const text = "👩‍💻 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🇺🇸 <ok> é";
    expect(escapeMarkup(text)).toBe("👩‍💻 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🇺🇸 &lt;ok&gt; é");
    expect([...escapeMarkup("𝔘")]).toEqual(["𝔘"]);
  });

  it("leaves nothing that markup could read as a tag, an entity or the end of an attribute", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const escaped = escapeMarkup(text);
        expect(escaped).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|#39;)/);
        expect(asText(escaped)).toBe(text);
        expect(asAttribute(escaped, '"')).toBe(text);
        expect(asAttribute(escaped, "'")).toBe(text);
      }),
    );
  });

  it("is well-formed XML text in a feed or sitemap", () => {
    expect(escapeMarkup('Tom\'s <PRD> & "specs"')).toBe("Tom&#39;s &lt;PRD&gt; &amp; &quot;specs&quot;");
  });
});

describe("escapeMarkupText", () => {
  it("escapes &, < and > and leaves quotes as typed", () => {
    expect(escapeMarkupText(`Hi <!channel> & "all" it's 👩‍💻`)).toBe(`Hi &lt;!channel&gt; &amp; "all" it's 👩‍💻`);
  });
});

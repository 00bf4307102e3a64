/** Which characters of a text a font file draws itself, read from its character map. */
import { create } from "fontkitten";

/** The characters of `text` the font has no glyph for, once each, in order. */
export const charactersMissingFrom = (font: Buffer, text: string): string[] => {
  const face = create(font);
  if (!("hasGlyphForCodePoint" in face)) throw new Error("expected one font, found a collection");
  return [...new Set(text)].filter((character) => !face.hasGlyphForCodePoint(character.codePointAt(0) ?? 0));
};

import { describe, expect, it } from "vitest";
import { type PassagePart, shownPassage } from "#app/components/search/passage.ts";

/** A passage as Pagefind gives it, with [brackets] for its matches. */
const passage = (text: string): PassagePart[] =>
  text.split(/[[\]]/).map((part, index) => ({ text: part, marked: index % 2 === 1 }));
const read = (parts: readonly PassagePart[]) => parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join("");
const shown = (text: string, title = "A post") => read(shownPassage(passage(text), title));

describe("a search result's passage", () => {
  it("puts an ellipsis where a table's cells or a list's numbers were left out", () => {
    expect(shown("Weak evidence [interviews] help. Pricing pages. 3. Supports. Day 2 to 4: five [interviews] now.")).toBe(
      "Weak evidence [interviews] help. … Day 2 to 4: five [interviews] now.",
    );
  });

  it("starts at a whole sentence rather than at a fragment", () => {
    expect(shown("3. Supports. Day 2 to 4: five [interviews,] not twenty. You do not need")).toBe(
      "Day 2 to 4: five [interviews], not twenty. You do not need…",
    );
  });

  it("highlights a matched word's letters, not the punctuation Pagefind marks with it", () => {
    expect(shown("We ran five [“interviews,”] then stopped. The [PRD.] Then we wrote it.")).toBe(
      "We ran five “[interviews],” then stopped. The [PRD]. Then we wrote it.",
    );
  });

  it("leaves out the title shown above it when the match is also further on", () => {
    expect(
      shown(
        "From [interview] notes to statements. How to turn [interview] notes into a list.",
        "From interview notes to statements",
      ),
    ).toBe("How to turn [interview] notes into a list.");
  });

  it("keeps the title when it holds the only match", () => {
    expect(shown("Writing [PRDs] engineers read. Ask engineers what they think", "Writing PRDs engineers read")).toBe(
      "Writing [PRDs] engineers read. Ask engineers what they think…",
    );
  });

  it("ends at a whole sentence rather than at a fragment after it", () => {
    expect(shown("You do not need twenty [interviews] to decide. Five to")).toBe(
      "You do not need twenty [interviews] to decide.",
    );
  });

  it("says with an ellipsis that it starts mid-sentence, keeping the highlighted word and its spaces", () => {
    expect(shown("estimate should point to the [interviews] or tests behind it.")).toBe(
      "…estimate should point to the [interviews] or tests behind it.",
    );
  });

  it("starts at the first whole sentence before the match when it is cut mid-sentence", () => {
    expect(shown("of the week. Teams that run [interviews] learn.")).toBe("Teams that run [interviews] learn.");
  });
});

/**
 * A result's passage with its matched words highlighted. Pagefind escapes the text and marks matches with <mark>;
 * the passage is split on those tags and its entities decoded, so no HTML from the index reaches the page; what of it
 * is shown is passage.ts's choice.
 */
import { type PassagePart, shownPassage } from "./passage.ts";

// Parsed as the body's content, where the spaces at either end of a part are text (before <body> they are dropped,
// and "interview notes" would read "interviewnotes").
const decode = (text: string) => new DOMParser().parseFromString(`<body>${text}`, "text/html").body.textContent ?? "";

const partsOf = (html: string): PassagePart[] =>
  html.split(/<\/?mark>/).map((raw, index) => ({ text: decode(raw), marked: index % 2 === 1 }));

export function SearchExcerpt({ html, title }: { html: string; title: string }) {
  return (
    <>
      {shownPassage(partsOf(html), title).map((part) =>
        part.marked ? (
          <mark key={part.key} className="rounded-sm bg-star-100 px-0.5 text-ink-900">
            {part.text}
          </mark>
        ) : (
          <span key={part.key}>{part.text}</span>
        ),
      )}
    </>
  );
}

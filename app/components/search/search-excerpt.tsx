/** A result's passage with its matched words highlighted (search-hit.ts). */
import { passageParts, SEARCH_MATCH_CLASS } from "./search-hit.ts";

export function SearchExcerpt({ html, title }: { html: string; title: string }) {
  return (
    <>
      {passageParts(html, title).map((part) =>
        part.marked ? (
          <mark key={part.key} className={SEARCH_MATCH_CLASS}>
            {part.text}
          </mark>
        ) : (
          <span key={part.key}>{part.text}</span>
        ),
      )}
    </>
  );
}

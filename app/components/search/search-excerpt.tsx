/**
 * A result's passage with its matched words highlighted. Pagefind escapes the text and marks matches with <mark>;
 * the passage is split on those tags and its entities decoded, so no HTML from the index reaches the page.
 */
const decode = (text: string) => new DOMParser().parseFromString(text, "text/html").documentElement.textContent ?? "";

type Part = { offset: number; text: string; marked: boolean };

const partsOf = (html: string): Part[] => {
  let offset = 0;
  return html.split(/<\/?mark>/).map((raw, index) => {
    const part = { offset, text: decode(raw), marked: index % 2 === 1 };
    offset += raw.length;
    return part;
  });
};

export function SearchExcerpt({ html }: { html: string }) {
  return (
    <>
      {partsOf(html).map((part) =>
        part.marked ? (
          <mark key={part.offset} className="rounded-sm bg-star-100 px-0.5 text-ink-900">
            {part.text}
          </mark>
        ) : (
          <span key={part.offset}>{part.text}</span>
        ),
      )}
    </>
  );
}

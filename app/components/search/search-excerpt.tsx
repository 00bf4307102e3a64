/**
 * A result's passage with its matched words highlighted. Pagefind escapes the text and marks matches with <mark>;
 * the passage is split on those tags and its entities decoded, so no HTML from the index reaches the page.
 */
// Parsed as the body's content, where the spaces at either end of a part are text (before <body> they are dropped,
// and "interview notes" would read "interviewnotes").
const decode = (text: string) => new DOMParser().parseFromString(`<body>${text}`, "text/html").body.textContent ?? "";

type Part = { offset: number; text: string; marked: boolean };

const partsOf = (html: string): Part[] => {
  let offset = 0;
  return html.split(/<\/?mark>/).map((raw, index) => {
    const part = { offset, text: decode(raw), marked: index % 2 === 1 };
    offset += raw.length;
    return part;
  });
};

const SENTENCE_START = /^[\p{Lu}\p{N}"“]/u;
const SENTENCE_BREAK = /[.!?:]\s+(?=[\p{Lu}\p{N}"“])/u;

/**
 * Pagefind cuts its passage at a word count, often mid-sentence. The passage starts at the first sentence before the
 * first match, or says with an ellipsis that it starts mid-sentence; it ends with one unless it ends a sentence.
 */
const atSentences = (parts: Part[]): Part[] => {
  const [first, ...rest] = parts;
  if (!first) return parts;
  let opening = first;
  const text = first.text.trimStart();
  if (!SENTENCE_START.test(first.marked ? first.text : text || (rest[0]?.text ?? ""))) {
    const sentence = first.marked ? null : SENTENCE_BREAK.exec(text);
    opening = sentence
      ? { ...first, text: text.slice(sentence.index + sentence[0].length) }
      : { ...first, text: `…${first.marked ? first.text : text}` };
  }
  const all = [opening, ...rest];
  const last = all.at(-1) as Part;
  if (!/[.!?]\s*$/.test(last.text)) all[all.length - 1] = { ...last, text: `${last.text.trimEnd()}…` };
  return all;
};

export function SearchExcerpt({ html }: { html: string }) {
  return (
    <>
      {atSentences(partsOf(html)).map((part) =>
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

/**
 * What of Pagefind's passage a result shows. Pagefind joins the texts of a post's blocks (title, table cells, list
 * numbers) into one run of words and cuts it at a word count, often mid-sentence. The passage is read as sentences:
 * one that repeats the result's title (shown above it) opens it only when it holds the sole match; runs of fragments
 * without a match (a table's cells, "3.") become one ellipsis; a passage cut mid-sentence starts at its first whole
 * sentence before the first match, or with an ellipsis, and it ends with one unless it ends a sentence. Pagefind
 * marks a whole word with the punctuation on it ("interviews,"); only its letters and digits are highlighted.
 */
export type PassagePart = { text: string; marked: boolean };
export type ShownPart = PassagePart & { key: number };

const SENTENCE_START = /^[\p{Lu}\p{N}"“]/u;
const SENTENCE_BREAK = /[.!?:]\s+(?=[\p{Lu}\p{N}"“])/gu;
const ELLIPSIS = "…";
/** A sentence of this many words or fewer, with no match in it, is a fragment of a table or a list, not prose. */
const FRAGMENT_WORDS = 2;

type Sentence = { start: number; end: number; text: string; marked: boolean };

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const withoutEndPunctuation = (text: string) => text.trim().replace(/[.!?:]+$/, "");

export const shownPassage = (parts: readonly PassagePart[], title: string): ShownPart[] => {
  const text = parts.map((part) => part.text).join("");
  const marks: [number, number][] = [];
  let offset = 0;
  for (const part of parts) {
    if (part.marked) {
      const lead = /^[^\p{L}\p{N}]*/u.exec(part.text)?.[0].length ?? 0;
      const trail = /[^\p{L}\p{N}]*$/u.exec(part.text)?.[0].length ?? 0;
      if (lead < part.text.length) marks.push([offset + lead, offset + part.text.length - trail]);
    }
    offset += part.text.length;
  }
  const starts = [0, ...[...text.matchAll(SENTENCE_BREAK)].map((found) => found.index + found[0].length)];
  const sentences: Sentence[] = starts.map((start, index) => {
    const end = starts[index + 1] ?? text.length;
    return { start, end, text: text.slice(start, end), marked: marks.some(([from, to]) => from < end && to > start) };
  });

  const cutMidSentence = !SENTENCE_START.test(text.trimStart());
  const [opening] = sentences;
  const laterMatch = sentences.slice(1).some((sentence) => sentence.marked);
  let dropFirst = false;
  if (opening && laterMatch) {
    // A cut opening without a match, or the title again: the passage starts at its next sentence.
    dropFirst = (cutMidSentence && !opening.marked) || withoutEndPunctuation(opening.text) === withoutEndPunctuation(title);
  }
  const shown: Sentence[] = [];
  const gaps = new Set<number>();
  sentences.forEach((sentence, index) => {
    if (index === 0 && dropFirst) return;
    const fragment = !sentence.marked && wordCount(sentence.text) <= FRAGMENT_WORDS;
    if (fragment) {
      gaps.add(shown.length);
      return;
    }
    shown.push(sentence);
  });
  const [firstShown] = shown;
  if (!firstShown) return parts.map((part, key) => ({ ...part, key }));
  shown[0] = { ...firstShown, start: firstShown.start + (/^\s*/.exec(firstShown.text)?.[0].length ?? 0) };

  const result: ShownPart[] = [];
  const push = (part: PassagePart, key: number) => {
    if (part.text) result.push({ ...part, key });
  };
  shown.forEach((sentence, index) => {
    // Cut mid-sentence: "…estimate should"; fragments left out between two sentences: "… Day 2 to 4".
    if (index === 0 && cutMidSentence && !dropFirst) push({ text: ELLIPSIS, marked: false }, -1);
    else if (index > 0 && gaps.has(index)) push({ text: `${ELLIPSIS} `, marked: false }, -sentence.start - 1);
    let at = sentence.start;
    for (const [from, to] of marks.filter(([from, to]) => from < sentence.end && to > sentence.start)) {
      push({ text: text.slice(at, Math.max(at, from)), marked: false }, at);
      push({ text: text.slice(Math.max(from, at), Math.min(to, sentence.end)), marked: true }, Math.max(from, at));
      at = Math.min(to, sentence.end);
    }
    push({ text: text.slice(at, sentence.end), marked: false }, at);
  });
  const last = result.at(-1) as ShownPart;
  result[result.length - 1] = { ...last, text: `${last.text.trimEnd()}${/[.!?]\s*$/.test(last.text) ? "" : ELLIPSIS}` };
  return result;
};

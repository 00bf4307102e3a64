// The segmenter is made on first need: creating one loads break-iterator data, a long task on a slow phone, and
// text no longer in UTF-16 units than the limit can never be over it in graphemes.
let segmenter: Intl.Segmenter | undefined;
const graphemesOf = (text: string): string[] => {
  segmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  return [...segmenter.segment(text)].map((part) => part.segment);
};
const ELLIPSIS = "…";
/** What separates the parts of a title: a title never ends on one. */
const SEPARATORS = "|·/:\\-–—";
/** Punctuation and separators a cut must not leave before its ellipsis ("Pricing |…", "Roadmaps:…"). */
const TRAILING_PUNCTUATION = new RegExp(`[\\s,;.${SEPARATORS}]+$`, "u");
const TRAILING_SEPARATORS = new RegExp(`[\\s${SEPARATORS}]+$`, "u");
/** A word boundary this far back or less is preferred over cutting a word in half. */
const MAX_WORD_BACKTRACK = 0.3;

export const graphemeLength = (text: string): number => graphemesOf(text).length;

/** Cuts text to a number of user-perceived characters (graphemes), ending with an ellipsis when it had to cut. */
export const truncateText = (text: string, max: number): string => {
  const normalised = text.replace(/\s+/g, " ").trim();
  if (normalised.length <= max) return normalised;
  const graphemes = graphemesOf(normalised);
  if (graphemes.length <= max) return normalised;

  let cut = max - 1;
  const cutsAWord = graphemes[cut] !== " " && graphemes[cut - 1] !== " ";
  if (cutsAWord) {
    const lastSpace = graphemes.lastIndexOf(" ", cut - 1);
    if (lastSpace > 0 && cut - lastSpace <= Math.ceil(max * MAX_WORD_BACKTRACK)) cut = lastSpace;
  }
  const head = graphemes.slice(0, cut).join("").replace(TRAILING_PUNCTUATION, "");
  return head + ELLIPSIS;
};

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** Between a page's own title and the name that follows it: "Pricing | Northstar". */
const TITLE_SEPARATOR = " | ";

/**
 * A page's title as search results and share cards show it: its own title, cut to 60 characters when longer, then the
 * suffix (the site's or the blog's name) only when the whole still fits. A cut never reaches the suffix, so no title
 * ends inside the brand or on a separator.
 */
export const pageTitle = (own: string, suffix?: string): string => {
  const title = truncateText(own.replace(TRAILING_SEPARATORS, ""), TITLE_MAX);
  if (!suffix) return title;
  const whole = `${title}${TITLE_SEPARATOR}${suffix}`;
  return graphemeLength(whole) <= TITLE_MAX ? whole : title;
};

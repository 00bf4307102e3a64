/** Splitting a list of posts into numbered pages, and which page numbers a pagination bar shows. */

/**
 * Six: the newest post and the two beside it, then a row of three (decision 131). The first page of /blog must fit its
 * first round trip, and each post costs it about 60 B; at six a page it holds whatever the blog grows to.
 */
export const POSTS_PER_PAGE = 6;

export type ListingPage<Item> = {
  /**
   * The page number as it appears in the address (/page/2), so a route finds it like any other slug. The first
   * page's is empty: its address has no page segment, so a route finds it from a missing `:page`, and
   * `<listing>/page/1` is a 404 rather than a copy of the first page.
   */
  slug: string;
  number: number;
  /** How many pages the listing has. */
  count: number;
  items: Item[];
};

/** At least one page, even for an empty list, so every listing has its first page. */
export const paginate = <Item>(items: readonly Item[], perPage: number = POSTS_PER_PAGE): ListingPage<Item>[] => {
  const count = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: count }, (_, index) => ({
    slug: index === 0 ? "" : String(index + 1),
    number: index + 1,
    count,
    items: items.slice(index * perPage, (index + 1) * perPage),
  }));
};

export type PageLink = { number: number } | { gap: true };

/**
 * The page numbers a pagination bar shows: the first, the last, and the current one with its neighbours; a gap where
 * numbers are left out. Seven slots at most, so the bar fits a phone.
 */
export const pageWindow = (current: number, count: number): PageLink[] => {
  const numbers = (from: number, to: number): PageLink[] =>
    Array.from({ length: to - from + 1 }, (_, index) => ({ number: from + index }));
  const gap: PageLink = { gap: true };
  if (count <= 7) return numbers(1, count);
  if (current <= 4) return [...numbers(1, 5), gap, { number: count }];
  if (current >= count - 3) return [{ number: 1 }, gap, ...numbers(count - 4, count)];
  return [{ number: 1 }, gap, ...numbers(current - 1, current + 1), gap, { number: count }];
};

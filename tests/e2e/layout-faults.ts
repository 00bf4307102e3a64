/**
 * The layout faults a visitor notices, found in the browser in one pass over the page at the current width (passed to
 * `page.evaluate`, so it must not use anything from outside its own body). Each fault is one line naming the element.
 */
export type LayoutChecks = {
  /** Every heading, paragraph, list item, link, button and table cell in `main` is on top at its centre. */
  covered: boolean;
  /**
   * No box in `main` scrolls or clips its content sideways, and
   * the page itself never scrolls sideways.
   */
  sideways: boolean;
  /** Cards side by side share their height, their prices and buttons line up, none is left half empty. */
  cardRows: boolean;
  /** A table wider than its box shows a cue at the edge where more lies, and keeps its first column in view. */
  tables: boolean;
  /** No heading or short text ends with one word alone on its last line; breadcrumbs wrap between items. */
  widows: boolean;
  /** A grid list that fits in one row fills it: no empty columns beside one or two cards. */
  listRows: boolean;
};

export async function layoutFaults(checks: LayoutChecks): Promise<string[]> {
  const faults: string[] = [];
  const main = document.querySelector("main");
  if (!main) return ["the page has no main"];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 48)}"`;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    // Not rendered: a closed disclosure's answer, an invisible or transparent box.
    return element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true, opacityProperty: true });
  };
  const textRectsOf = (element: Element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) rects.push(rect);
    }
    return rects;
  };

  if (checks.covered) {
    const candidates = [...main.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, a, button, td, th")].filter(shown);
    // Sticky and fixed boxes (the header, a sticky bar, the consent banner) cover what scrolls under them by design:
    // they are checked where they stand at the top, then hidden while the page is checked slice by slice.
    const floating = [...document.body.querySelectorAll("*")].filter((element) => {
      const position = getComputedStyle(element).position;
      return (position === "fixed" || position === "sticky") && !element.matches("td, th");
    });
    const insideFloating = (element: Element) => floating.some((box) => box.contains(element));
    const clippedAway = (element: Element, x: number, y: number) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const rect = box.getBoundingClientRect();
        if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) return true;
      }
      return false;
    };
    const stretchedLinkOver = (hit: Element, element: Element) => {
      const link = hit.closest("a");
      if (!link || getComputedStyle(link, "::after").position !== "absolute") return false;
      const holder = (link as HTMLElement).offsetParent;
      return holder?.contains(element) ?? false;
    };
    const stickyCellOver = (hit: Element, element: Element) => {
      const cell = hit.closest("td, th");
      return Boolean(cell && getComputedStyle(cell).position === "sticky" && cell.closest("table")?.contains(element));
    };
    const checkAt = (element: Element) => {
      // The first line of an inline element: a link that wraps has its centre between its two lines.
      const rect = element.getClientRects()[0];
      if (!rect) return;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) return;
      if (clippedAway(element, x, y)) return;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === element || element.contains(hit)) return;
      if (stretchedLinkOver(hit, element) || stickyCellOver(hit, element)) return;
      faults.push(`${name(element)} is covered by ${name(hit)} at ${Math.round(x)},${Math.round(y + scrollY)}`);
    };
    const inFloating = candidates.filter(insideFloating);
    const rest = candidates.filter((element) => !insideFloating(element));
    window.scrollTo({ top: 0, behavior: "instant" });
    for (const element of inFloating) checkAt(element);
    const hidden = floating.map((element) => [element, (element as HTMLElement).style.visibility] as const);
    for (const [element] of hidden) (element as HTMLElement).style.visibility = "hidden";
    const pageHeight = document.documentElement.scrollHeight;
    const centres = rest.map((element) => {
      const rect = element.getClientRects()[0];
      return { element, y: rect ? rect.top + rect.height / 2 + scrollY : -1 };
    });
    for (let top = 0; top < pageHeight; top += innerHeight) {
      window.scrollTo({ top, behavior: "instant" });
      const scrolled = scrollY;
      for (const { element, y } of centres) if (y >= scrolled && y < scrolled + innerHeight) checkAt(element);
      if (scrolled + innerHeight >= pageHeight) break;
    }
    for (const [element, visibility] of hidden) (element as HTMLElement).style.visibility = visibility;
    window.scrollTo({ top: 0, behavior: "instant" });
  }

  if (checks.sideways) {
    if (document.documentElement.scrollWidth > innerWidth + 1) faults.push("the page scrolls sideways");
    for (const element of main.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (style.overflowX === "visible" || element.clientWidth < 3) continue;
      if (element.scrollWidth > element.clientWidth + 1 && shown(element)) {
        faults.push(`${name(element)} hides ${element.scrollWidth - element.clientWidth} px sideways`);
      }
    }
  }

  if (checks.cardRows) {
    const cards = [...main.querySelectorAll("[data-slot=card]")].filter(shown);
    // A card is an item of the grid or flex box that lays it out: itself, or the list item that holds it.
    const itemOf = (card: Element) => {
      let item: Element = card;
      while (item.parentElement && item.parentElement !== main && item.parentElement.children.length === 1) {
        item = item.parentElement;
      }
      return item;
    };
    const groups = new Map<Element, Element[]>();
    for (const card of cards) {
      const parent = itemOf(card).parentElement;
      if (!parent) continue;
      groups.set(parent, [...(groups.get(parent) ?? []), card]);
    }
    const contentBottom = (card: Element) => {
      let bottom = card.getBoundingClientRect().top;
      for (const rect of textRectsOf(card)) bottom = Math.max(bottom, rect.bottom);
      for (const element of card.querySelectorAll("svg, img, input, textarea, select, [data-slot=button]")) {
        if (shown(element)) bottom = Math.max(bottom, element.getBoundingClientRect().bottom);
      }
      return bottom;
    };
    /**
     * Where a card and the cards stacked with it in its column start and end, within `top` and `bottom`: beside a card
     * that spans two rows (the blog's newest post), two cards one above the other fill its height together.
     */
    const stackOf = (card: Element, members: readonly Element[], top: number, bottom: number) => {
      const rect = card.getBoundingClientRect();
      const stack = members
        .map((member) => member.getBoundingClientRect())
        .filter(
          (other) =>
            other.left < rect.right - 1 && other.right > rect.left + 1 && other.top >= top - 1 && other.bottom <= bottom + 1,
        );
      return {
        top: Math.min(rect.top, ...stack.map((other) => other.top)),
        bottom: Math.max(rect.bottom, ...stack.map((other) => other.bottom)),
      };
    };
    for (const [parent, members] of groups) {
      const sorted = members.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
      const rows: Element[][] = [];
      for (const card of sorted) {
        const rect = card.getBoundingClientRect();
        const row = rows.find((candidate) => {
          const first = candidate[0]?.getBoundingClientRect();
          return first && rect.top < first.bottom - first.height / 2 && rect.bottom > first.top + first.height / 2;
        });
        if (row) row.push(card);
        else rows.push([card]);
      }
      for (const row of rows) {
        for (const card of row) {
          // A card beside a taller neighbour (text, an image) is not left at the top with a blank under it.
          const rect = itemOf(card).getBoundingClientRect();
          const neighbours = [...parent.children].filter((sibling) => {
            const other = sibling.getBoundingClientRect();
            return sibling !== itemOf(card) && other.top < rect.bottom && other.bottom > rect.top && shown(sibling);
          });
          const rowTop = Math.min(rect.top, ...neighbours.map((sibling) => sibling.getBoundingClientRect().top));
          const rowBottom = Math.max(rect.bottom, ...neighbours.map((sibling) => sibling.getBoundingClientRect().bottom));
          const above = rect.top - rowTop;
          const below = rowBottom - stackOf(card, members, rowTop, rowBottom).bottom;
          // A sticky card travels beside the longer content as the reader scrolls: it is not left behind.
          const sticky = getComputedStyle(card).position === "sticky" || getComputedStyle(itemOf(card)).position === "sticky";
          if (below > 96 && below - above > 96 && !sticky) {
            faults.push(`${name(card)} sits at the top of its row with ${Math.round(below)} px blank under it`);
          }
          const box = card.getBoundingClientRect();
          const empty = box.bottom - Number.parseFloat(getComputedStyle(card).paddingBottom) - contentBottom(card);
          if ((row.length > 1 || neighbours.length > 0) && empty > 96 && empty > box.height / 4) {
            faults.push(`${name(card)} ends with ${Math.round(empty)} px of empty card`);
          }
        }
        if (row.length < 2) continue;
        const rowTop = Math.min(...row.map((card) => card.getBoundingClientRect().top));
        const rowBottom = Math.max(...row.map((card) => card.getBoundingClientRect().bottom));
        const heights = row.map((card) => {
          const stack = stackOf(card, members, rowTop, rowBottom);
          return Math.round(stack.bottom - stack.top);
        });
        if (Math.max(...heights) - Math.min(...heights) > 4) {
          faults.push(`cards side by side differ in height (${heights.join(", ")} px): ${row.map(name).join(", ")}`);
        }
        for (const selector of ["[data-slot=price]", "[data-slot=button]"]) {
          const tops = row.map((card) => card.querySelector(selector)?.getBoundingClientRect().top);
          if (tops.some((top) => top === undefined)) continue;
          const values = tops as number[];
          if (Math.max(...values) - Math.min(...values) > 2) {
            faults.push(
              `the ${selector === "[data-slot=price]" ? "prices" : "buttons"} of ${row.map(name).join(", ")} sit ${Math.round(Math.max(...values) - Math.min(...values))} px apart`,
            );
          }
        }
      }
    }
  }

  if (checks.tables) {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // Something drawn at the box's right edge that is not the table itself: a shadow or fade that says "more here".
    const cueAtEnd = (box: Element, table: Element) => {
      const edge = box.getBoundingClientRect().right - 2;
      return [...box.querySelectorAll("*")].some((element) => {
        if (table.contains(element) || !shown(element)) return false;
        const rect = element.getBoundingClientRect();
        return rect.left < edge && rect.right >= edge - 1;
      });
    };
    for (const table of main.querySelectorAll("table")) {
      if (!shown(table)) continue;
      let box = table.parentElement;
      while (box && box !== main && getComputedStyle(box).overflowX === "visible") box = box.parentElement;
      if (!box || box === main || box.scrollWidth <= box.clientWidth + 1) continue;
      const boxRect = box.getBoundingClientRect();
      box.scrollLeft = 0;
      await frame();
      if (!cueAtEnd(box, table)) faults.push(`${name(table)} is cut at the right edge with nothing showing that it scrolls`);
      box.scrollLeft = box.scrollWidth;
      await frame();
      if (cueAtEnd(box, table)) faults.push(`${name(table)} still shows its scroll cue when scrolled to the end`);
      for (const row of table.rows) {
        const first = row.cells[0];
        if (!first) continue;
        const rect = first.getBoundingClientRect();
        if (rect.left < boxRect.left - 1 || rect.right > boxRect.right + 1) {
          faults.push(`${name(table)} loses its first column (${name(first)}) when scrolled`);
          break;
        }
      }
      box.scrollLeft = 0;
    }
  }

  if (checks.widows) {
    /** The last words of a block, from its end back to the start of the line before its last line. */
    const lastTwoLines = (element: Element) => {
      const texts: Text[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
      const words: DOMRect[] = [];
      const lineTops: number[] = [];
      for (const node of texts.reverse()) {
        const found = [...(node.textContent ?? "").matchAll(/\S+/g)].reverse();
        for (const match of found) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (!lineTops.some((top) => Math.abs(top - rect.top) < 4)) {
            if (lineTops.length === 2) return { words, lineTops };
            lineTops.push(rect.top);
          }
          words.push(rect);
        }
      }
      return { words, lineTops };
    };
    const blocks = [...main.querySelectorAll("*")].filter((element) => {
      const display = getComputedStyle(element).display;
      if (display === "inline" || display === "contents" || display === "none") return false;
      if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) return false;
      return shown(element) && !element.closest("[aria-hidden=true], pre, code, table");
    });
    for (const element of blocks) {
      const heading = /^H[1-6]$/.test(element.tagName);
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      const box = element.getBoundingClientRect();
      const width = box.width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const lines = Math.round(
        (box.height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)) / lineHeight,
      );
      // Headings of any length; other text when short (two or three lines), where one word alone shows most.
      if (lines < 2 || (!heading && lines > 3)) continue;
      const { words, lineTops } = lastTwoLines(element);
      if (lineTops.length < 2) continue;
      const onLast = words.filter((rect) => Math.abs(rect.top - (lineTops[0] as number)) < 4);
      const onPrevious = words.length - onLast.length;
      const lastWord = onLast[0];
      // A widow: one short word alone on the last line, under a line that could have given it company.
      if (onLast.length === 1 && lastWord && onPrevious >= 3 && lastWord.width < width * 0.35) {
        faults.push(`${name(element)} ends with one word alone on its last line`);
      }
    }
    // Breadcrumbs wrap between items: no line of the trail starts with a separator.
    for (const trail of main.querySelectorAll("nav[aria-label=Breadcrumb]")) {
      let previous: DOMRect | undefined;
      const walker = document.createTreeWalker(trail, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const first = rects[0];
        if (!first) continue;
        if (node.parentElement?.closest("[aria-hidden=true]") && previous && first.top >= previous.bottom - 2) {
          faults.push(`a line of the breadcrumb trail starts with its separator "${node.textContent.trim()}"`);
        }
        previous = rects.at(-1);
      }
    }
  }

  if (checks.listRows) {
    for (const list of main.querySelectorAll("ul, ol")) {
      const style = getComputedStyle(list);
      if (style.display !== "grid" || !shown(list)) continue;
      const columns = style.gridTemplateColumns.split(" ").filter(Boolean).length;
      const items = [...list.children].filter(shown);
      // An item spanning columns (a row of two in a grid of six) fills them all.
      const spanned = items.reduce(
        (sum, item) => sum + (Number(getComputedStyle(item).gridColumnEnd.match(/^span (\d+)$/)?.[1]) || 1),
        0,
      );
      if (items.length > 0 && spanned < columns) {
        faults.push(`${name(list)}: ${items.length} item(s) in a row of ${columns} columns leave the rest empty`);
      }
    }
  }

  return faults;
}

/**
 * Vocabulary and composition sweeps: one label per action, copy that speaks of the product rather than the page's
 * widgets, example output that reads as product UI (never wrapped preformatted text), card grids composed for their
 * item count, separator-joined lines and headings that wrap where a reader expects. Each page is loaded once and
 * checked at 1440 px then 320 px, every check of a width in one `page.evaluate`.
 */
import { expect, test } from "@playwright/test";
import { NEEDS_APP_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { consentCopy } from "#content/consent.ts";
import { navigationCopy } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { pagePath } from "#core/page-paths.ts";
import { sweptPaths } from "#tooling/site-pages.ts";

test.describe.configure({ mode: "parallel" });

type Vocabulary = {
  /** Where each action leads, and the labels it may carry, exactly as written. */
  actions: { name: string; selector: string; labels: string[] }[];
  /** Phrases (regular expressions) that narrate the page and its widgets instead of the product. */
  narrating: string[];
  /** Words that name a control, which copy may say only where the control (found by `selector`) exists. */
  controls: { mentions: string[]; selector: string }[];
};

const vocabulary: Vocabulary = {
  actions: [
    {
      name: "start a trial",
      selector: `a[href^="${site.appRegisterUrl}"]`,
      labels: [navigationCopy.startTrial, navigationCopy.openingTrial],
    },
    {
      name: "talk to sales",
      selector: `[data-needs-app="contact-sales"], a[href="${pagePath("contactSales")}"]`,
      labels: [navigationCopy.talkToSales],
    },
  ],
  narrating: [
    "this page",
    "click here",
    "scroll",
    "button",
    "(?:see|listed|shown|category|actions|form) (?:below|above)",
    "opens at a time",
  ],
  // Only a build with analytics has the consent banner and the footer's button that reopens it.
  controls: [{ mentions: [consentCopy.settingsButton, "cookie banner"], selector: `[${NEEDS_APP_ATTRIBUTE}="cookie-settings"]` }],
};

type Checks = { labels: boolean; grids: boolean };

async function vocabularyFaults({ vocabulary, checks }: { vocabulary: Vocabulary; checks: Checks }): Promise<string[]> {
  const faults: string[] = [];
  const main = document.querySelector("main");
  if (!main) return ["the page has no main"];
  const clip = (text: string) => text.trim().replace(/\s+/g, " ").slice(0, 60);
  const name = (element: Element) => `${element.tagName.toLowerCase()} "${clip(element.textContent ?? "")}"`;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  const textNodesOf = (root: Node) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    return nodes;
  };
  const charRect = (node: Text, index: number) => {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    return [...range.getClientRects()].find((rect) => rect.width > 0 && rect.height > 0);
  };
  const lineTops = (rects: DOMRect[]) => {
    const tops: number[] = [];
    for (const rect of rects) if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    return tops.length;
  };

  // Preformatted text: each of its lines stays one line on screen.
  for (const element of main.querySelectorAll("*")) {
    if (!/^(pre-wrap|pre-line|break-spaces)$/.test(getComputedStyle(element).whiteSpace) || !shown(element)) continue;
    if (element.matches("textarea, input")) continue;
    for (const node of textNodesOf(element)) {
      if (node.parentElement !== element) continue;
      const lines = (node.textContent ?? "").split("\n").filter((line) => line.trim()).length;
      const range = document.createRange();
      range.selectNodeContents(node);
      const drawn = lineTops([...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
      if (drawn > lines) faults.push(`preformatted ${name(element)} wraps: ${lines} lines drawn on ${drawn}`);
    }
  }

  // Separators join items on a line: a line never starts with one.
  const inlineOnly = (element: Element) => getComputedStyle(element).display.startsWith("inline");
  const blockOf = (node: Node) => {
    let element = node.parentElement;
    while (element?.parentElement && inlineOnly(element)) element = element.parentElement;
    return element;
  };
  for (const node of textNodesOf(document.body)) {
    const text = node.textContent ?? "";
    for (let index = text.indexOf("·"); index !== -1; index = text.indexOf("·", index + 1)) {
      const separator = charRect(node, index);
      if (!separator || !node.parentElement || !shown(node.parentElement)) continue;
      // The last visible character before it in the same block.
      let previous: DOMRect | undefined;
      const block = blockOf(node);
      if (!block) continue;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      walker.currentNode = node;
      for (let current: Text | null = node, end = index; current && !previous; ) {
        const content = current.textContent ?? "";
        for (let at = end - 1; at >= 0 && !previous; at--) if (content[at]?.trim()) previous = charRect(current, at);
        current = walker.previousNode() as Text | null;
        end = current?.textContent?.length ?? 0;
      }
      if (previous && separator.top >= previous.bottom - 2) faults.push(`a line starts with "·" in ${name(block)}`);
    }
  }

  // Headings and labels never break a word across lines (at a hyphen or anywhere).
  const labelled = [
    ...document.body.querySelectorAll("h1, h2, h3, h4, h5, h6, label, legend, th, dt, figcaption, summary, button, a"),
  ].filter(shown);
  for (const element of labelled) {
    for (const node of textNodesOf(element)) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (lineTops(rects) > 1) faults.push(`${name(element)} breaks "${match[0]}" across lines`);
      }
    }
  }

  if (checks.labels) {
    const visibleText = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll(".sr-only, [aria-hidden=true], svg")) hidden.remove();
      return clip(copy.textContent ?? "");
    };
    for (const action of vocabulary.actions) {
      for (const element of document.querySelectorAll(action.selector)) {
        const label = visibleText(element);
        if (!action.labels.includes(label))
          faults.push(`"${label}" is a label for ${action.name}; one of ${action.labels.map((l) => `"${l}"`).join(", ")}`);
      }
    }
    const copy = document.body.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll("script, style, noscript, template")) hidden.remove();
    const words = (copy.textContent ?? "").replace(/\s+/g, " ");
    for (const phrase of vocabulary.narrating) {
      const found = new RegExp(`[^.!?:]*\\b(?:${phrase})\\b[^.!?]*`, "i").exec(words);
      if (found) faults.push(`copy narrates the page ("${phrase}"): "${clip(found[0])}"`);
    }
    for (const control of vocabulary.controls) {
      if (document.querySelector(control.selector)) continue;
      for (const mention of control.mentions)
        if (new RegExp(`\\b${mention}\\b`, "i").test(words)) faults.push(`copy mentions "${mention}", which this page has not`);
    }
  }

  if (checks.grids) {
    // A grid of cards: every row, the last and an only one included, spans the grid's width.
    for (const grid of main.querySelectorAll("*")) {
      const style = getComputedStyle(grid);
      if (!style.display.endsWith("grid") || style.gridTemplateColumns.split(" ").length < 2 || !shown(grid)) continue;
      const items = [...grid.children].filter(shown);
      const isCard = (item: Element) => item.matches("[data-slot=card]") || item.querySelector("[data-slot=card]") !== null;
      if (items.length < 2 || !items.every(isCard)) continue;
      const box = grid.getBoundingClientRect();
      const inner = box.width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const rows = new Map<number, DOMRect[]>();
      for (const item of items) {
        const rect = item.getBoundingClientRect();
        const row = [...rows.keys()].find((top) => Math.abs(top - rect.top) < 4) ?? rect.top;
        rows.set(row, [...(rows.get(row) ?? []), rect]);
      }
      for (const [top, rects] of rows) {
        // An item that spans rows from above (the blog's newest post beside two others) fills its columns in them too.
        const across = items
          .map((item) => item.getBoundingClientRect())
          .filter((rect) => rect.top <= top + 4 && rect.bottom > top + 4);
        const filled = Math.max(...across.map((rect) => rect.right)) - Math.min(...across.map((rect) => rect.left));
        if (filled < inner - 8) {
          faults.push(`card grid ${name(grid)} leaves ${Math.round(inner - filled)} px empty in a row of ${rects.length}`);
          break;
        }
      }
    }
  }
  return faults;
}

for (const path of sweptPaths) {
  test(`${path} says each action one way, narrates nothing and lays out its text and grids cleanly`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const wide = await page.evaluate(vocabularyFaults, { vocabulary, checks: { labels: true, grids: true } });
    await page.setViewportSize({ width: 320, height: 700 });
    const narrow = await page.evaluate(vocabularyFaults, { vocabulary, checks: { labels: false, grids: false } });
    expect([...wide.map((fault) => `1440 px: ${fault}`), ...narrow.map((fault) => `320 px: ${fault}`)]).toEqual([]);
  });
}

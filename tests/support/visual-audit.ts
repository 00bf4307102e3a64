/**
 * What automated accessibility checkers miss, measured in the browser on the page as drawn: control boundaries and
 * focus indicators against the surface they sit on, target sizes, light blocks in the dark scheme and raised surfaces
 * darker than their ground. `auditPage` runs inside `page.evaluate`, so it is self-contained; it returns one line per
 * problem.
 */
export type AuditOptions = {
  /** Only elements inside this selector (a dialog); the whole page when absent. */
  scope?: string;
  dark: boolean;
  /** A touch width (≤ 767 px): buttons and navigation links are at least 44 px high. */
  touch: boolean;
  /** The accessible names of the site's navigations whose links count as navigation links. */
  navigationLabels: string[];
};

export function auditPage({ scope, dark, touch, navigationLabels }: AuditOptions): string[] {
  type Rgba = [number, number, number, number];
  const problems: string[] = [];
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) return [`nothing matches ${scope}`];

  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  /** Any CSS colour (oklab, color-mix results, rgb) as sRGB 0–255 with alpha 0–1, by the canvas's own conversion. */
  const rgba = (color: string): Rgba => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "rgb(0 0 0 / 0)";
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => (top[i] as number) * a + (bottom[i] as number) * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const canvasColour: Rgba = dark ? [18, 18, 18, 1] : [255, 255, 255, 1];
  /** The colour an element's box is painted on: its own and its ancestors' backgrounds, composited. */
  const surfaceOf = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reverse().reduce((below, layer) => over(layer, below), canvasColour);
  };
  /** Solid rings drawn by box-shadow (Tailwind's ring utilities): colour and whether inset. */
  const ringsOf = (style: CSSStyleDeclaration) =>
    (style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)).flatMap((shadow) => {
      const colour = shadow.match(/(?:rgba?|oklab|oklch|lab|lch|color)\([^)]*\)|#[0-9a-f]{3,8}/i)?.[0];
      const lengths = [...shadow.replace(/\([^)]*\)/g, "").matchAll(/(-?[\d.]+)px/g)].map((match) => Number(match[1]));
      const [, , blur = 0, spread = 0] = lengths;
      return colour && blur === 0 && spread >= 0.5 && rgba(colour)[3] > 0
        ? [{ colour: rgba(colour), inset: /inset/.test(shadow) }]
        : [];
    });
  const nameOf = (element: Element) => {
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${name.slice(0, 40)}"`;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 1 && box.height > 1;
  };
  const round = (value: number) => Math.round(value * 100) / 100;
  const within = (selector: string) => [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)];

  const focusable = [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.tabIndex >= 0 && !element.closest("[inert]"));
  (document.activeElement as HTMLElement | null)?.blur();
  // Styles are judged settled: a colour transition would report its first frame.
  const settled = document.createElement("style");
  settled.textContent = "*, *::before, *::after { transition: none !important; }";
  document.head.append(settled);

  // Control boundaries (WCAG 1.4.11): the edge, or the fill, at 3:1 against the surface around the control.
  for (const control of root.querySelectorAll<HTMLElement>("input:not([type='hidden']), select, textarea")) {
    if (!shown(control)) continue;
    const style = getComputedStyle(control);
    const outside = surfaceOf(control.parentElement);
    const inside = surfaceOf(control);
    const edges: Rgba[] = [];
    if (Number.parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== "none")
      edges.push(over(rgba(style.borderTopColor), outside));
    for (const ring of ringsOf(style)) edges.push(over(ring.colour, ring.inset ? inside : outside));
    if (edges.length === 0 && style.appearance !== "none") continue; // drawn by the platform
    const best = Math.max(contrast(inside, outside), ...edges.map((edge) => contrast(edge, outside)));
    if (best < 3) problems.push(`control boundary ${round(best)}:1 on ${nameOf(control)}`);
  }

  // Target sizes (WCAG 2.5.8) and, on touch widths, 44 px high buttons and navigation links.
  const navigationLinks = new Set(
    [...document.querySelectorAll("nav[aria-label]")]
      .filter((nav) => navigationLabels.includes(nav.getAttribute("aria-label") ?? ""))
      .flatMap((nav) => [...nav.querySelectorAll("a[href]")]),
  );
  for (const target of focusable) {
    if (!shown(target)) continue;
    const box = target.getBoundingClientRect();
    const style = getComputedStyle(target);
    const block = target.parentElement?.closest("p, li, dd, td, th, figcaption, blockquote, div");
    const inText =
      style.display === "inline" && (block?.textContent ?? "").trim().length > (target.textContent ?? "").trim().length + 1;
    if (!inText && (box.width < 23.5 || box.height < 23.5))
      problems.push(`target ${round(box.width)}×${round(box.height)} px: ${nameOf(target)}`);
    const primary = target.matches('[data-slot="button"]') || navigationLinks.has(target);
    if (touch && primary && box.height < 43.5) problems.push(`touch target ${round(box.height)} px high: ${nameOf(target)}`);
  }

  // Focus indicators (WCAG 2.4.11, 1.4.11): the outline, or a focus ring, at 3:1 against the surface it is drawn on.
  for (const target of focusable) {
    if (!shown(target)) continue;
    target.focus({ preventScroll: true });
    if (document.activeElement !== target) continue;
    const style = getComputedStyle(target);
    let ratio: number | undefined;
    if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1) {
      const ground = surfaceOf(target.parentElement);
      ratio = contrast(over(rgba(style.outlineColor), ground), ground);
    } else {
      const rings = ringsOf(style);
      ratio = rings.length
        ? Math.max(
            ...rings.map((ring) => {
              const ground = ring.inset ? surfaceOf(target) : surfaceOf(target.parentElement);
              return contrast(over(ring.colour, ground), ground);
            }),
          )
        : undefined;
    }
    if (ratio === undefined) problems.push(`no focus indicator on ${nameOf(target)}`);
    else if (ratio < 3) problems.push(`focus indicator ${round(ratio)}:1 on ${nameOf(target)}`);
    target.blur();
  }

  if (dark) {
    const viewportArea = innerWidth * innerHeight;
    for (const element of root.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width * box.height <= viewportArea / 10 || !shown(element)) continue;
      const own = rgba(getComputedStyle(element).backgroundColor);
      if (own[3] < 0.5) continue;
      const painted = over(own, surfaceOf(element.parentElement));
      if (luminance(painted) > 0.4)
        problems.push(`light block (luminance ${round(luminance(painted))}) in the dark scheme: ${nameOf(element)}`);
    }
    // Raised surfaces (lifted cards, dialogs) read as raised: lighter than what they stand on.
    for (const surface of within('[data-slot="card"], dialog')) {
      const style = getComputedStyle(surface);
      if (!shown(surface) || rgba(style.backgroundColor)[3] < 1) continue;
      if (surface.matches('[data-slot="card"]') && style.boxShadow === "none") continue;
      const ground = surfaceOf(surface.parentElement);
      if (luminance(surfaceOf(surface)) <= luminance(ground))
        problems.push(`raised surface no lighter than its ground in the dark scheme: ${nameOf(surface)}`);
    }
  }
  settled.remove();
  return problems;
}

/** The mobile menu's sheet, measured while open: full height, a scrim behind it, the paths its links lead to. */
export function measureMenuSheet(navigation: Element) {
  const sheet = navigation.closest("[popover], dialog") ?? navigation;
  const box = sheet.getBoundingClientRect();
  const canvas = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
  canvas.fillStyle = getComputedStyle(sheet, "::backdrop").backgroundColor;
  canvas.fillRect(0, 0, 1, 1);
  return {
    fullHeight: box.top <= 1 && box.bottom >= innerHeight - 1,
    scrimAlpha: (canvas.getImageData(0, 0, 1, 1).data[3] ?? 0) / 255,
    paths: [...sheet.querySelectorAll<HTMLAnchorElement>("a[href]")].map((link) => new URL(link.href).pathname),
  };
}

/** At the smallest phone screen: calls to action fully in the first screen, in the page's own content and anywhere. */
export function firstScreenCallsToAction() {
  const inFirstScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility() && box.width > 1 && box.top >= 0 && box.bottom <= innerHeight;
  };
  const calls = [...document.querySelectorAll("[data-cta]")];
  const inMain = calls.filter((element) => element.closest("main"));
  return {
    anywhere: calls.some(inFirstScreen),
    mainHasOne: inMain.length > 0,
    inMain: inMain.some(inFirstScreen),
  };
}

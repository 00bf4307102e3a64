/**
 * What the benchmark watches inside the page, frame by frame from the visitor's click: when a dialog with the
 * expected title is drawn, when a field in it can take focus, when the hydrated application shows its form; when a
 * keystroke's character is drawn; and the requests made meanwhile, from the page's own Resource Timing. Installed
 * with `addInitScript`, so its listeners run before the page's.
 */

export type ProbeTarget = {
  /** The dialog's accessible title; absent where the field is in the page (a form page, the blog's search). */
  dialogTitle?: string;
  /** A selector for what shows the need is met once hydrated (the React dialog's field, a search result). */
  hydratedSelector: string;
  /** The need is met once that is shown, hydrated or not (the blog's search answers before the application). */
  metBeforeHydration?: boolean;
};

export type ProbeResult = {
  visible?: number;
  focusable?: number;
  hydrated?: number;
  keystrokes: number[];
  /** Requests between the first hint (the pointer reaching the control) and the hydrated need, as [start, end]. */
  requests: [number, number][];
};

declare global {
  interface Window {
    __interactionProbe?: {
      arm: (target: ProbeTarget) => void;
      result: () => ProbeResult & { clickAt?: number; armedAt?: number };
    };
  }
}

/** Runs in the page (serialised by Playwright): keep it free of imports. */
export const installProbe = (): void => {
  let target: ProbeTarget | undefined;
  let armedAt: number | undefined;
  let clickAt: number | undefined;
  const result: ProbeResult = { keystrokes: [], requests: [] };
  const FIELD = "input:not([type=hidden]):not([tabindex='-1']), textarea, select";
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && element.checkVisibility();
  };
  const dialogOnScreen = (): Element | undefined => {
    for (const dialog of document.querySelectorAll("dialog[open], [role=dialog]")) {
      if (target?.dialogTitle && !dialog.textContent?.includes(target.dialogTitle)) continue;
      if (shown(dialog)) return dialog;
    }
    return undefined;
  };
  const focusableField = (within: ParentNode): Element | undefined =>
    [...within.querySelectorAll(FIELD)].find(
      (field) => shown(field) && !field.closest("[inert]") && !(field as HTMLInputElement).disabled,
    );
  const watch = () => {
    if (!target || clickAt === undefined) return;
    const now = performance.now();
    if (target.dialogTitle) {
      const dialog = dialogOnScreen();
      if (dialog && result.visible === undefined) result.visible = now - clickAt;
      if (dialog && result.focusable === undefined && focusableField(dialog)) result.focusable = now - clickAt;
    } else {
      const active = document.activeElement;
      if (result.visible === undefined && active?.matches(FIELD)) result.visible = now - clickAt;
      if (result.focusable === undefined && active?.matches(FIELD)) result.focusable = now - clickAt;
    }
    const done =
      target.metBeforeHydration || document.documentElement.hasAttribute("data-hydrated")
        ? [...document.querySelectorAll(target.hydratedSelector)].find(shown)
        : undefined;
    if (done && result.hydrated === undefined) {
      result.hydrated = now - clickAt;
      const from = armedAt ?? clickAt;
      result.requests = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= from && entry.startTime <= now)
        .map((entry) => [entry.startTime - from, (entry as PerformanceResourceTiming).responseEnd - from]);
    }
    if (result.hydrated === undefined || result.focusable === undefined) requestAnimationFrame(watch);
  };
  addEventListener(
    "click",
    (event) => {
      if (!target || clickAt !== undefined || !event.isTrusted) return;
      // A dialog's clock starts at the click on the control that opens it, not at the menu's button before it.
      if (target.dialogTitle && !(event.target as Element).closest?.("[data-needs-app]")) return;
      clickAt = event.timeStamp;
      requestAnimationFrame(watch);
    },
    { capture: true },
  );
  let keyAt: number | undefined;
  addEventListener("keydown", (event) => {
    if (target && clickAt === undefined && event.isTrusted) {
      // The blog's search: the first keystroke is the need.
      clickAt = event.timeStamp;
      requestAnimationFrame(watch);
    }
    keyAt = event.timeStamp;
  });
  addEventListener(
    "input",
    () => {
      const typed = keyAt;
      if (typed === undefined) return;
      keyAt = undefined;
      // Drawn: the frame after the input's task has been painted.
      requestAnimationFrame(() => setTimeout(() => result.keystrokes.push(performance.now() - typed)));
    },
    { capture: true },
  );
  window.__interactionProbe = {
    arm: (armed) => {
      target = armed;
      armedAt = performance.now();
    },
    result: () => ({ ...result, clickAt, armedAt }),
  };
};

/**
 * Round trips in a row among the requests: a request sent after an earlier one's response had come belongs to the
 * round after it (it may have waited for it); requests sent together are one round.
 */
export const requestChainDepth = (requests: readonly [number, number][]): number => {
  const sorted = [...requests].sort(([a], [b]) => a - b);
  const depths: number[] = [];
  sorted.forEach(([start], index) => {
    let depth = 1;
    for (let earlier = 0; earlier < index; earlier += 1) {
      const [, end] = sorted[earlier] ?? [0, 0];
      if (end <= start) depth = Math.max(depth, (depths[earlier] ?? 0) + 1);
    }
    depths.push(depth);
  });
  return Math.max(0, ...depths);
};

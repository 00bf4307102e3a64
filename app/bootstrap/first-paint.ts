/**
 * What the inline bootstrap of every built page waits for before it loads anything (page-bootstrap.ts): the first
 * contentful paint, then the end of parsing. Small on purpose: every byte of the inline script is a byte of every page.
 */

/**
 * The first contentful paint (the Paint Timing API, buffered, so one that already happened counts); where the API is
 * missing, the end of the next frame. An animation frame alone is not enough: Chromium may run one before anything
 * contentful is on screen.
 */
export const afterFirstPaint = (): Promise<void> =>
  new Promise((painted) => {
    if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        setTimeout(painted);
      }).observe({ type: "paint", buffered: true });
    else afterNextFrame().then(painted);
  });

/** After the next frame: what a script just drew is on the screen before what follows runs. */
export const afterNextFrame = (): Promise<void> => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));

/** The end of parsing: the page's inert scripts, read by the application, are all there. */
export const afterParsing = (): Promise<unknown> | undefined =>
  document.readyState === "loading"
    ? new Promise((parsed) => document.addEventListener("DOMContentLoaded", parsed, { once: true }))
    : undefined;

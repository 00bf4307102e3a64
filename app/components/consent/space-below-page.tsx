import { type ReactNode, type RefObject, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";

/**
 * Room below the footer as tall as the fixed banner, so the end of every page can still be scrolled into view
 * while the banner is up. Footer-coloured, so the page simply looks a little longer.
 */
export function useSpaceBelowPage(banner: RefObject<HTMLElement | null>): ReactNode {
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    // Height plus the gap below it; offsetHeight ignores the entrance animation's transform.
    const measure = () => setHeight(element.offsetHeight + Number.parseFloat(getComputedStyle(element).bottom || "0"));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [banner]);

  if (height === 0) return null;
  return createPortal(<div aria-hidden="true" className="bg-ink-950" style={{ height }} />, document.body);
}

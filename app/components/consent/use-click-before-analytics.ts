import { type RefObject, useEffect, useEffectEvent } from "react";

/**
 * Runs `action` when the element is clicked (by pointer, Enter or Space), before any listener on the document hears
 * of the click: PostHog's autocapture listens on the document in the capture phase, and the window's capture phase
 * comes before it whatever the order the listeners were added in.
 */
export function useClickBeforeAnalytics(element: RefObject<HTMLElement | null>, action: () => void) {
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (event.target instanceof Node && element.current?.contains(event.target)) action();
  });
  useEffect(() => {
    const listener = (event: MouseEvent) => onClick(event);
    window.addEventListener("click", listener, { capture: true });
    return () => window.removeEventListener("click", listener, { capture: true });
  }, []);
}

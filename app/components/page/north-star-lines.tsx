import { cn } from "#app/lib/cn.ts";

/**
 * Northstar's compass-rose motif (decision 117; app.css `.north-star-lines`), behind an opening. `beside` keeps it to
 * the right half from lg up, never behind the text at the left; `aroundWords` frames a centred opening and leaves its
 * words clear, from sm up: on a phone the words fill the width it would frame.
 */
export function NorthStarLines({ placement, className }: { placement: "beside" | "aroundWords"; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "north-star-lines absolute -z-10",
        placement === "beside"
          ? "beside inset-y-0 right-0 left-1/2 opacity-50 max-lg:hidden"
          : "around-words inset-x-0 top-0 h-[40rem] opacity-60 max-sm:hidden",
        className,
      )}
    />
  );
}

import { cn } from "#app/lib/cn.ts";
import { pageMenuAnchor } from "./back-to-menu.tsx";
import { menuLink } from "./section-menu.ts";

type Entries = readonly (readonly [title: string, id: string])[];

/** The anchor of a document's contents where they open it, on a phone or a tablet. */
export const CONTENTS_ABOVE_ID = "contents";

/**
 * A document's contents (a sample document's, a post's): `entries` are each section's title and anchor, in order.
 * Beside it, held in view while it is read, the section being read marked (section-menu.ts); above it, where there is
 * no room beside, a plain list the page's back-to-menu button returns to.
 */
export function ContentsMenu({
  title,
  entries,
  className,
  placement = "beside",
}: {
  title: string;
  entries: Entries;
  className?: string;
  placement?: "beside" | "above";
}) {
  if (placement === "above")
    return (
      // Not a second navigation landmark of the same name: the menu beside the text is the page's one.
      <div
        id={CONTENTS_ABOVE_ID}
        {...pageMenuAnchor}
        className={cn("rounded-card bg-ink-50 px-5 py-4 ring-1 ring-ink-100", className)}
      >
        <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</p>
        <ol className="mt-2 text-sm">
          {entries.map(([entry, id]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="flex min-h-11 items-center text-balance text-ink-700 hover:text-ink-950 hover:underline"
              >
                {entry}
              </a>
            </li>
          ))}
        </ol>
      </div>
    );
  return (
    <nav aria-labelledby="contents-title" className={cn("sticky top-[calc(var(--header-height)+2rem)]", className)}>
      <p id="contents-title" className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
        {title}
      </p>
      <ol className="mt-3 space-y-1 border-l border-ink-200 text-sm">
        {entries.map(([entry, id]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              {...menuLink(id)}
              className="-ml-px block border-l border-transparent py-1 pl-4 text-ink-600 hover:border-ink-900 hover:text-ink-950"
            >
              {entry}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

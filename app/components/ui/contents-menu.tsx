import { cn } from "#app/lib/cn.ts";
import { menuLink } from "./section-menu.ts";

/**
 * A document's contents beside it, held in view while it is read, the section being read marked (section-menu.ts):
 * a sample document's, a post's. `entries` are each section's title and anchor, in order.
 */
export function ContentsMenu({
  title,
  entries,
  className,
}: {
  title: string;
  entries: readonly (readonly [title: string, id: string])[];
  className?: string;
}) {
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

import { cn } from "#app/lib/cn.ts";
import { blogCopy } from "#content/blog-copy.ts";

/**
 * What a post covers, on the card of a post the blog shows large: its sections' headings, numbered. The post's own
 * words in place of a picture, so a reader sees what they will learn before opening it.
 */
export function PostOutline({ sections, className }: { sections: readonly string[]; className?: string }) {
  return (
    <div className={cn("rounded-xl bg-ink-50 p-6 ring-1 ring-ink-100 sm:p-8", className)}>
      <p className="text-sm font-semibold text-ink-500">{blogCopy.post.outline}</p>
      {/* Two columns where the card is widest, read down, so a long post's outline does not stretch the cards beside it. */}
      <ol className="mt-4 gap-x-8 lg:columns-2">
        {sections.map((section, index) => (
          <li key={section} className="mb-3 flex break-inside-avoid gap-3 text-ink-800">
            <span className="font-mono text-sm/6 text-brand-700 tabular-nums">{String(index + 1).padStart(2, "0")}</span>
            <span className="leading-6 text-balance">{section}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

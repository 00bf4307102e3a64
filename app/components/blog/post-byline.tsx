import { formatDate } from "#app/lib/format-date.ts";
import { blogCopy } from "#content/blog-copy.ts";

type PostBylineProps = { author: string; published: string; modified: string; readingMinutes: number };

/** "JR" for "Jordan Reyes": the author's mark where a photo would be. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();

const copy = blogCopy.post;
/** One fact of the byline, after a dot, in the room its container's clipped edge leaves. */
const fact = "relative whitespace-nowrap pl-4 before:absolute before:left-1.5 before:content-['·']";

/** Who wrote the post, when, and how long it takes to read. */
export function PostByline({ author, published, modified, readingMinutes }: PostBylineProps) {
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-semibold text-white"
      >
        {initialsOf(author)}
      </span>
      <div className="text-sm leading-6 text-ink-600">
        <p>
          {copy.byline} <span className="font-semibold text-ink-900">{author}</span>
        </p>
        {/* Each fact whole, a dot before all but the first; the container's clipped left edge hides a dot that would
            start a line, so a line neither starts nor ends with one. */}
        <p className="-ml-4 flex flex-wrap [clip-path:inset(0_0_0_1rem)]">
          <span className={fact}>
            {copy.published} <time dateTime={published}>{formatDate(published)}</time>
          </span>
          {modified !== published && (
            <span className={fact}>
              {copy.updated} <time dateTime={modified}>{formatDate(modified)}</time>
            </span>
          )}
          <span className={fact}>{copy.readingTime(readingMinutes)}</span>
        </p>
      </div>
    </div>
  );
}

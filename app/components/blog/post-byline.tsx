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
        <p>
          {/* Each fact whole on its line. */}
          <span className="whitespace-nowrap">
            {copy.published} <time dateTime={published}>{formatDate(published)}</time>
          </span>
          {modified !== published && (
            <>
              {"\u00a0· "}
              <span className="whitespace-nowrap">
                {copy.updated} <time dateTime={modified}>{formatDate(modified)}</time>
              </span>
            </>
          )}
          {/* The no-break space holds each separator to what it follows: a line never starts with one. */}
          {"\u00a0· "}
          <span className="whitespace-nowrap">{copy.readingTime(readingMinutes)}</span>
        </p>
      </div>
    </div>
  );
}

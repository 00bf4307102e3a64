import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { blogCopy } from "#content/blog-copy.ts";
import { pageWindow } from "#core/blog-pagination.ts";
import { listingPagePath } from "#core/page-paths.ts";

type PaginationProps = {
  /** The path of the list's first page. */
  listingPath: string;
  page: { number: number; count: number };
};

const copy = blogCopy.pagination;

/**
 * Previous and next, and on wider screens the page numbers; plain links, so they work before the page's code has
 * loaded. Nothing is shown for a list that fits on one page.
 */
export function Pagination({ listingPath, page }: PaginationProps) {
  if (page.count <= 1) return null;
  const previous = page.number > 1 ? listingPagePath(listingPath, page.number - 1) : undefined;
  const next = page.number < page.count ? listingPagePath(listingPath, page.number + 1) : undefined;
  return (
    <nav aria-label={copy.label} className="mt-14 flex items-center justify-between gap-4 border-t border-ink-100 pt-8">
      <div className="flex-1">
        {previous && (
          <Button asChild variant="secondary">
            <Link to={previous} rel="prev" prefetch="intent" aria-label={copy.previousPage}>
              <ArrowLeft aria-hidden="true" />
              {copy.previous}
            </Link>
          </Button>
        )}
      </div>
      <p className="text-sm font-medium text-ink-600 sm:hidden">{copy.status(page.number, page.count)}</p>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageWindow(page.number, page.count).map((link, index) =>
          "gap" in link ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place in the row.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={link.number}>
              <Button asChild variant={link.number === page.number ? "dark" : "ghost"} size="icon">
                <Link
                  to={listingPagePath(listingPath, link.number)}
                  prefetch="intent"
                  aria-label={copy.page(link.number)}
                  aria-current={link.number === page.number ? "page" : undefined}
                >
                  {link.number}
                </Link>
              </Button>
            </li>
          ),
        )}
      </ol>
      <div className="flex flex-1 justify-end">
        {next && (
          <Button asChild variant="secondary">
            <Link to={next} rel="next" prefetch="intent" aria-label={copy.nextPage}>
              {copy.next}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </nav>
  );
}

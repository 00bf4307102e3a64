import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { initialsOf } from "#app/components/blog/post-byline.tsx";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { CardLink } from "#app/components/ui/card.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { blogCopy } from "#content/blog-copy.ts";
import type { BlogPostCard } from "#core/blog-post.ts";
import { familyPath } from "#core/page-paths.ts";
import { HeroPanel } from "./hero-panel.tsx";

/** The cover's lines of text, as a page of the post seen from afar: widths in percent. */
const coverLines = [92, 84, 96, 58];

/**
 * A blog list's hero: its newest post as a featured card, its real title, category, date and reading time; the card
 * opens the post and its category stays a link of its own. The cover and the sheets behind it are drawing only.
 */
export function NewestPost({ post }: { post: BlogPostCard }) {
  const titleId = useId();
  return (
    <HeroPanel labelledBy={titleId}>
      <div
        aria-hidden="true"
        className="absolute inset-x-6 -bottom-3 top-6 rounded-2xl bg-white/60 ring-1 ring-ink-200 max-sm:hidden"
      />
      <article className="group relative mx-auto max-w-lg animate-rise overflow-hidden rounded-2xl bg-white shadow-lift ring-1 ring-ink-200">
        <div
          aria-hidden="true"
          className="relative h-32 overflow-hidden bg-gradient-to-br from-brand-100 via-brand-50 to-star-100 sm:h-40"
        >
          <svg
            viewBox="0 0 320 160"
            preserveAspectRatio="xMaxYMid slice"
            className="absolute inset-0 size-full text-brand-300"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="272" cy="40" r="58" fill="none" stroke="currentColor" strokeOpacity="0.6" />
            <circle cx="272" cy="40" r="96" fill="none" stroke="currentColor" strokeOpacity="0.4" />
          </svg>
          <LogoMark className="absolute top-5 right-7 size-10 shadow-card sm:top-8 sm:right-12 sm:size-12" />
          <div className="absolute bottom-0 left-6 w-3/5 rounded-t-xl bg-white p-4 pb-3 shadow-card ring-1 ring-ink-200 sm:left-8">
            <div className="h-2 w-1/3 rounded-full bg-brand-300" />
            <div className="mt-3 space-y-2">
              {coverLines.map((width) => (
                <div key={width} className="h-1.5 rounded-full bg-ink-100" style={{ width: `${width}%` }} />
              ))}
            </div>
          </div>
        </div>
        <div className="p-5 sm:p-7">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h2
              id={titleId}
              className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase"
            >
              <span aria-hidden="true" className="size-1.5 animate-pulse-soft rounded-full bg-brand-600" />
              {blogCopy.post.newest}
            </h2>
            <Link
              to={familyPath("blogCategory", post.categorySlug)}
              prefetch="intent"
              className="relative z-10 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-200"
            >
              {post.section}
            </Link>
          </div>
          <p className="mt-3 text-xl font-semibold tracking-tight text-balance text-ink-950 sm:text-2xl">
            <CardLink to={familyPath("blogPost", post.slug)} prefetch="intent" className="group-hover:text-brand-800">
              {post.title}
            </CardLink>
          </p>
          <div className="mt-5 flex items-center justify-between gap-4 border-t border-ink-100 pt-4 text-sm text-ink-600">
            <p className="flex min-w-0 items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-900 text-xs font-semibold text-white"
              >
                {initialsOf(post.author)}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink-900">{post.author}</span>
                <time dateTime={post.published} className="whitespace-nowrap">
                  {formatDate(post.published)}
                </time>
                {"\u00a0· "}
                <span className="whitespace-nowrap">{blogCopy.post.readingTime(post.readingMinutes)}</span>
              </span>
            </p>
            <span aria-hidden="true" className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-brand-700">
              <span className="max-sm:hidden">{blogCopy.post.read}</span>
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </div>
        </div>
      </article>
    </HeroPanel>
  );
}

import { Link } from "react-router";
import { Card, CardLink } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { blogCopy } from "#content/blog-copy.ts";
import type { BlogPostCard } from "#content/blog-post.ts";
import { familyPath } from "#core/page-paths.ts";
import { PostOutline } from "./post-outline.tsx";
import { TagList } from "./tag-list.tsx";

type PostCardProps = {
  post: BlogPostCard;
  headingLevel?: "h2" | "h3";
  showTags?: boolean;
  /** The list's newest post, first and wide, with a label saying it is new. */
  featured?: boolean;
  /** Larger, its outline beside its words from md up: a featured post, or a post alone in its row. */
  wide?: boolean;
  /**
   * Leading a list over two thirds of a wide screen: from lg up its words come first and its outline fills the card
   * under them, so that the newest post's title is in the first screen.
   */
  lead?: boolean;
};

/** A post in a list: the whole card opens the post; its category and tags stay links of their own. */
export function PostCard({
  post,
  headingLevel: Heading = "h2",
  featured = false,
  showTags = featured,
  wide = featured,
  lead = false,
}: PostCardProps) {
  // A post of fewer than two sections has no outline worth showing: its card is then a plain one, however wide.
  const outlined = wide && post.sections.length > 1;
  return (
    <Card
      interactive
      className={cn(
        "group relative flex h-full flex-col",
        outlined && "gap-6 md:grid md:grid-cols-2 md:gap-10 md:p-4 md:pl-10",
        outlined && lead && "lg:flex lg:gap-4 lg:pl-4",
      )}
    >
      <div
        className={cn("flex flex-1 flex-col", outlined && "md:py-6", outlined && lead && "lg:flex-none lg:px-4 lg:pt-4 lg:pb-1")}
      >
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
          {featured && <span className="text-ink-500">{blogCopy.post.newest}</span>}
          <Link
            to={familyPath("blogCategory", post.categorySlug)}
            prefetch="intent"
            className="relative z-10 inline-flex min-h-6 items-center text-brand-700 hover:underline"
          >
            {post.section}
          </Link>
        </p>
        <Heading
          className={cn("mt-3 font-semibold tracking-tight text-balance text-ink-900", wide ? "text-2xl sm:text-3xl" : "text-xl")}
        >
          <CardLink to={familyPath("blogPost", post.slug)} prefetch="intent" className="group-hover:text-brand-800">
            {post.title}
          </CardLink>
        </Heading>
        <p className={cn("mt-3 flex-1 leading-7 text-pretty text-ink-600", wide && "md:text-lg md:leading-8")}>{post.excerpt}</p>
        {showTags && <TagList tags={post.tags} className="relative z-10 mt-5" />}
        <p className="mt-5 border-t border-ink-100 pt-5 text-sm text-ink-600">
          {/* Each part of the line stays whole, its separator held to it by a no-break space: the line wraps after a
              separator, never before one, and never inside "6 min read". */}
          <span className="whitespace-nowrap">{post.author}</span>
          {"\u00a0· "}
          <time dateTime={post.published} className="whitespace-nowrap">
            {formatDate(post.published)}
          </time>
          {"\u00a0· "}
          <span className="whitespace-nowrap">{blogCopy.post.readingTime(post.readingMinutes)}</span>
        </p>
      </div>
      {/* Only a wide card has an outline, from md up: in a row of cards, or on a phone, a list of headings would outweigh
          the title. */}
      {outlined && (
        <PostOutline
          sections={post.sections}
          // Beside the words; under them on a wide screen, inset as far as they are from the card's edges, as tall as its list.
          className={cn("max-md:hidden", lead && "lg:m-4")}
        />
      )}
    </Card>
  );
}

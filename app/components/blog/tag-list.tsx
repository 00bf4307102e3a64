import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/cn.ts";
import { tagSlug } from "#content/blog-taxonomy.ts";
import { familyPath } from "#core/page-paths.ts";

/** A post's tags, each a link to its tag page. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={familyPath("blogTag", tagSlug(tag))} prefetch="intent" className="group/tag block rounded-full">
            <Badge variant="outline" className="font-medium group-hover/tag:bg-ink-100 group-hover/tag:text-ink-900">
              {tag}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

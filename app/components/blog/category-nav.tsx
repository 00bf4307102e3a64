import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";

type CategoryNavProps = {
  categories: readonly { slug: string; name: string }[];
  /** The list being shown: the blog's path or a category's; a tag page marks none. */
  activePath?: string;
  /** This page's own path, which gets aria-current. */
  currentPath: string;
};

/** All articles and each category with posts, as a row of chips. */
export function CategoryNav({ categories, activePath, currentPath }: CategoryNavProps) {
  const items = [
    { path: pagePath("blog"), name: blogCopy.categories.all },
    ...categories.map((category) => ({ path: familyPath("blogCategory", category.slug), name: category.name })),
  ];
  return (
    <nav aria-label={blogCopy.categories.label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              prefetch="intent"
              aria-current={item.path === currentPath ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors",
                item.path === activePath
                  ? "bg-ink-900 text-white hover:bg-ink-800"
                  : "bg-white text-ink-700 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 hover:text-ink-900",
              )}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

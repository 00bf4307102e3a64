import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { pagePath } from "#core/page-paths.ts";

/** Back to the blog's list, at the end of a post or of a tag's page. */
export function AllPostsLink({ className }: { className?: string }) {
  return (
    <Link
      to={pagePath("blog")}
      prefetch="intent"
      className={cn("inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline", className)}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {blogCopy.post.allPosts}
    </Link>
  );
}

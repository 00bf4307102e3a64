import { Rss } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** A link to a feed: a plain document link, since a feed is not a page of the app. */
export function FeedLink({ href, children, className }: { href: string; children: string; className?: string }) {
  return (
    <a
      href={href}
      className={cn(
        "inline-flex min-h-6 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline",
        className,
      )}
    >
      <Rss className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}

import type { ReactNode } from "react";
import { ContentIcon } from "#app/components/content-icon.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ContentIconName } from "#core/content-icons.ts";

/**
 * One capability in a grid of cards: its icon (or a picture of the product doing it, in its place), title and text,
 * and what follows them (a link). A list item.
 */
export function FeatureCard({
  icon,
  title,
  body,
  visual,
  interactive,
  className,
  children,
}: {
  icon: ContentIconName;
  visual?: ReactNode;
  title: string;
  body: string;
  interactive?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card asChild interactive={interactive} className={cn("group relative flex flex-col", className)}>
      <li>
        {visual ?? (
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <ContentIcon name={icon} className="size-6" />
          </span>
        )}
        <h3 className="mt-6 text-xl font-semibold tracking-tight text-ink-900">{title}</h3>
        <p className="mt-3 flex-1 leading-7 text-ink-600">{body}</p>
        {children}
      </li>
    </Card>
  );
}

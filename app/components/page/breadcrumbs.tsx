import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { navigationCopy } from "#content/navigation.ts";
import type { Crumb } from "#core/page-paths.ts";

/** An eyebrow that only repeats the trail's last name (Pricing over Pricing) says nothing new, so it is not shown. */
export const eyebrowBesideTrail = (eyebrow: string | undefined, trail: readonly Crumb[] | undefined) =>
  eyebrow && eyebrow.toLocaleLowerCase("en") !== trail?.at(-1)?.name.toLocaleLowerCase("en") ? eyebrow : undefined;

/**
 * Home / … / the current page, from the route's loader (breadcrumbTrail, content/page-copy.server.ts): the same trail
 * feeds the page's BreadcrumbList data (breadcrumbJsonLd). Each separator ends the item before it, so a trail too long
 * for one line wraps between items and no line starts with a "/". On a phone a deep trail (a post, an integration)
 * shows only the way up when the heading under it (`heading`) repeats its last name, which is then left to screen
 * readers; a name the heading does not say (a sample's kind) stays.
 */
export function Breadcrumbs({ trail, heading }: { trail: readonly Crumb[]; heading?: string }) {
  const last = trail.at(-1)?.name.toLocaleLowerCase("en") ?? "";
  const upOnlyOnPhones = trail.length > 2 && (heading === undefined || heading.toLocaleLowerCase("en").includes(last));
  return (
    <nav aria-label={navigationCopy.breadcrumbLabel} className="mb-8 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-600">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} className={cn("min-w-0", upOnlyOnPhones && "max-sm:sr-only")}>
              <span aria-current="page" className="font-medium text-ink-900">
                {crumb.name}
              </span>
            </li>
          ) : (
            <li key={crumb.path} className="flex items-center gap-2">
              <Link to={crumb.path} className="inline-flex min-h-6 items-center hover:text-ink-900">
                {crumb.name}
              </Link>
              <span aria-hidden="true" className={cn(upOnlyOnPhones && index === trail.length - 2 && "max-sm:hidden")}>
                /
              </span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

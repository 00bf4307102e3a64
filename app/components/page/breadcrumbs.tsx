import { Link } from "react-router";

export type Crumb = { name: string; path: string };

/** Home / … / the current page. The same trail feeds the page's BreadcrumbList data (breadcrumbJsonLd). */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-8 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-ink-600">
        <li>
          <Link to="/" className="hover:text-ink-900">
            Home
          </Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true">/</span>
            {index === trail.length - 1 ? (
              <span aria-current="page" className="truncate font-medium text-ink-900">
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="hover:text-ink-900">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

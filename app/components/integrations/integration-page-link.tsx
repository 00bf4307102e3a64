import type { ReactNode } from "react";
import { Link } from "react-router";
import { familyPath } from "#core/page-paths.ts";

/** A link to an integration's page, its code asked for when the pointer comes near. */
export function IntegrationPageLink({ slug, className, children }: { slug: string; className: string; children: ReactNode }) {
  return (
    <Link to={familyPath("integration", slug)} prefetch="intent" className={className}>
      {children}
    </Link>
  );
}

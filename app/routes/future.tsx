import { MoreLink } from "#app/components/landing/more-link.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";
import { buildPageHead } from "#app/lib/page-head.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { future } from "#content/pages/future.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { pagePath } from "#core/page-paths.ts";
import type { Route } from "./+types/future";

/** Each horizon's colour on its roadmap column. */
const horizonTone = {
  Now: "bg-success-100 text-success-700",
  Next: "bg-brand-100 text-brand-800",
  Later: "bg-star-100 text-star-600",
} as const;

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser.
export const loader = () => {
  const crumbs = breadcrumbTrail("future");
  return { crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...future, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function Future({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={future.eyebrow} title={future.headline} breadcrumbs={loaderData.crumbs} lead={future.intro[0]} compact />
      {/* The roadmap opens the page, close under the opening: it is what a visitor comes here to see. */}
      <Section variant="tint" aria-labelledby="roadmap-title" className="pt-12 sm:pt-16">
        <SectionHeading id="roadmap-title" eyebrow={future.roadmapEyebrow} title={future.roadmapTitle} />
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {future.roadmap.map((column) => (
            <Card asChild key={column.horizon} variant="flat">
              <section aria-labelledby={`horizon-${column.horizon}`}>
                <h3
                  id={`horizon-${column.horizon}`}
                  className={cn("inline-flex rounded-full px-3 py-1 text-sm font-semibold", horizonTone[column.horizon])}
                >
                  {column.horizon}
                </h3>
                <ul className="mt-6 space-y-6">
                  {column.items.map((item) => (
                    <li key={item.title}>
                      <h4 className="font-semibold text-ink-900">{item.title}</h4>
                      <p className="mt-1.5 leading-7 text-pretty text-ink-600">{item.body}</p>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          ))}
        </div>
        <div className="mx-auto mt-14 max-w-2xl text-center">
          <p className="text-lg leading-8 text-ink-700">{future.closing}</p>
          <MoreLink to={pagePath("contact")} className="mt-4">
            {future.closingLink}
          </MoreLink>
        </div>
      </Section>
      <Section aria-labelledby="vision-title">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
          <SectionHeading id="vision-title" title={future.visionTitle} align="start" />
          <div className="space-y-5 text-lg leading-8 text-ink-700">
            {future.intro.slice(1).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className="mt-16 grid gap-6 md:grid-cols-3">
          {future.principles.map((principle) => (
            <Card asChild key={principle.title} variant="tint">
              <li>
                <h3 className="text-lg font-semibold text-ink-900">{principle.title}</h3>
                <p className="mt-2 leading-7 text-pretty text-ink-600">{principle.body}</p>
              </li>
            </Card>
          ))}
        </ul>
      </Section>
      <PageCta />
    </>
  );
}

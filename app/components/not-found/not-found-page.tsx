/** The site's not-found page: the root route's error boundary shows it for every 404 (see app/root.tsx). */

import { Link } from "react-router";
import { NorthStarLines } from "#app/components/page/north-star-lines.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { notFound as copy } from "#content/errors.ts";
import { site } from "#content/site.ts";
import { pagePath } from "#core/page-paths.ts";

/**
 * The same head for every unknown URL, wherever it was asked for: the prerendered page is served for all of them, so
 * nothing in it may depend on the address. It names no canonical URL and asks not to be indexed.
 */
export const notFoundHead = () => buildPageHead({ ...copy, path: pagePath("notFound"), noindex: "nofollow" });

export function NotFoundPage() {
  return (
    <section className="relative isolate overflow-hidden">
      <Container className="py-20 sm:py-28">
        {/* Lost, the visitor finds the north star beside the way back; its lines rise from the page's top and fade out above the suggestions. */}
        <div className="relative">
          <NorthStarLines placement="beside" className="-top-20 sm:-top-28" />
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
          <h1 className="mt-4 max-w-2xl text-title font-semibold text-balance text-ink-950">{copy.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">{copy.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/">{copy.homeLink}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href={`mailto:${site.email.support}`}>{copy.writeLink}</a>
            </Button>
          </div>
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {copy.suggestions.map((item) => (
            <li key={item.href}>
              <Card asChild padding="sm" interactive className="block h-full">
                <Link to={item.href}>
                  <span className="font-semibold text-ink-900">{item.label}</span>
                  <span className="mt-2 block text-balance text-ink-600">{item.body}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

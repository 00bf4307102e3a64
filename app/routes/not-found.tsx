import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { pageCopy } from "#content/pages.ts";
import type { Route } from "./+types/not-found";

const suggestions = [
  { label: "Features", href: "/features", body: "Everything the AI product manager does." },
  { label: "Pricing", href: "/pricing", body: "Plans, the free trial and the promo code." },
  { label: "Integrations", href: "/integrations", body: "Jira, ClickUp, GitHub, GitLab, Google Calendar." },
  { label: "Blog", href: "/blog", body: "Guides to faster product discovery." },
];

export const meta: Route.MetaFunction = ({ location }) =>
  buildPageHead({ ...pageCopy.notFound, path: location.pathname, noindex: true });

export default function NotFound() {
  return (
    <Container className="py-20 sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-4 max-w-2xl text-title font-semibold text-balance text-ink-950">{pageCopy.notFound.heading}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">{pageCopy.notFound.lead}</p>
      <div className="mt-8">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {suggestions.map((item) => (
          <li key={item.href}>
            <Card asChild padding="sm" interactive className="block h-full">
              <Link to={item.href}>
                <span className="font-semibold text-ink-900">{item.label}</span>
                <span className="mt-2 block text-ink-600">{item.body}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Container>
  );
}

import { LandingSections } from "#app/components/landing/landing-sections.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { entryForSlug } from "#app/lib/route-entry.ts";
import { integrationBadges } from "#content/integrations.server.ts";
import { loadLandingPages } from "#content/landing-pages.server.ts";
import { landingSectionsView } from "#content/landing-sections.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { landingPageCopy } from "#content/pages/landing-page.ts";
import { breadcrumbJsonLd, faqPageJsonLd, webPageJsonLd } from "#content/structured-data.ts";
import { familyPath } from "#core/page-paths.ts";
import type { Route } from "./+types/landing-page";

// Built at prerender time: the page's file, its Markdown and the structured-data builders stay on the server. A page
// scheduled for later is not among the pages loaded, so its path is a 404 until a build after its time.
export const loader = ({ params }: Route.LoaderArgs) => {
  const landing = entryForSlug(loadLandingPages(), params.slug);
  const path = familyPath("landingPage", landing.slug);
  const sections = landingSectionsView(landing, integrationBadges());
  const crumbs = breadcrumbTrail({ name: landing.name, path });
  const questions = sections.flatMap((section) => (section.type === "faq" ? section.items : []));
  return {
    head: { title: landing.title, description: landing.description, keywords: landing.keywords, indexed: landing.indexed },
    sections,
    words: landingPageCopy,
    jsonLd: [
      webPageJsonLd({ path, title: landing.title, description: landing.description }),
      breadcrumbJsonLd(crumbs),
      ...(questions.length > 0 ? [faqPageJsonLd(questions)] : []),
    ],
  };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { head, jsonLd } = loaderData;
  return buildPageHead({
    title: head.title,
    description: head.description,
    keywords: head.keywords,
    path: location.pathname,
    ...(head.indexed ? {} : { noindex: "follow" as const }),
    jsonLd,
  });
};

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  return <LandingSections sections={loaderData.sections} words={loaderData.words} />;
}

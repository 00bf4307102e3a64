/** What a visitor reads when a page cannot be shown: the not-found page, and any other error. */
import { pagePath } from "#core/page-paths.ts";
import { site } from "./site.ts";

export const notFound = {
  title: "Page not found",
  description: `The page you asked for does not exist or has moved. Find what you need from the ${site.name} home page, features, pricing, integrations or blog.`,
  keywords: ["page not found", `${site.name} site map`, "features", "pricing", "integrations", "blog"],
  heading: "We couldn't find that page.",
  lead: "The link may be old, or the address may have a typo. These pages are a good place to pick up from, or use the Contact button at the bottom of the page to tell us what you were looking for.",
  eyebrow: "Error 404",
  homeLink: "Go to the home page",
  suggestions: [
    { label: "Features", href: pagePath("features"), body: `Everything the ${site.category} does.` },
    { label: "Pricing", href: pagePath("pricing"), body: "Plans, the free trial and launch pricing." },
    { label: "Integrations", href: pagePath("integrations"), body: "Jira, ClickUp, GitHub, GitLab, Google Calendar." },
    { label: "Blog", href: pagePath("blog"), body: "Guides to faster product discovery." },
  ],
};

/** Anything but a missing page: the visitor can only reload or go home. */
export const unexpectedError = {
  title: "Something went wrong",
  heading: "Something went wrong",
  body: "Please reload the page. If it keeps happening, write to us and we will fix it.",
  homeLink: "Back to the home page",
};

/** The integrations page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const integrationsPageCopy: PageCopy = {
  title: "Integrations: Jira, ClickUp, GitHub, GitLab",
  description: `Push user stories to Jira, ClickUp, GitHub or GitLab, schedule interviews in Google Calendar, and bring engineering and analytics data into ${site.name}.`,
  keywords: [
    "Jira integration",
    "ClickUp integration",
    "GitHub issues",
    "GitLab issues",
    "Google Calendar",
    "product management tools",
  ],
  heading: "Works with the tools your team already lives in.",
  lead: `Specs are only useful where engineers pick up work. ${site.name} writes stories straight into your tracker, keeps their status in sync with the PRD, and books the customer conversations discovery depends on.`,
};

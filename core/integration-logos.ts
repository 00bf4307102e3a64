/**
 * The logos an integration's file may name (content/integrations/<slug>.json `logo`): tools' marks from simple-icons
 * (CC0; decision 097), by the set's own titles. The CMS offers these, the build accepts these, and the server draws
 * them (content/integration-logos.server.ts), so a new integration needs no code. Adding a tool here is one name.
 */
export const integrationLogoNames = [
  "Airtable",
  "Asana",
  "Bitbucket",
  "ClickUp",
  "Confluence",
  "Figma",
  "GitHub",
  "GitLab",
  "Google Calendar",
  "Google Drive",
  "Google Meet",
  "HubSpot",
  "Intercom",
  "Jira",
  "Linear",
  "Miro",
  "Notion",
  "PostHog",
  "Sentry",
  "Shortcut",
  "Todoist",
  "Trello",
  "Zendesk",
] as const;

export type IntegrationLogoName = (typeof integrationLogoNames)[number];

/** A logo as the page draws it: its name for screen readers, the brand's colour and a 24×24 path. */
export type IntegrationLogoDrawing = { title: string; hex: string; path: string };

/** An integration as a row of them shows it: its page's slug, its name and its logo. */
export type IntegrationBadge = { slug: string; name: string; logo: IntegrationLogoDrawing };

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

/**
 * A logo as the page draws it: its name for screen readers, the brand's colour, the colour it takes on the dark
 * scheme's tile (`nightHex`: the brand's lightened until it reads there, or white for a black or grey mark, as those
 * brands draw theirs on dark) and a 24×24 path.
 */
export type IntegrationLogoDrawing = { title: string; hex: string; nightHex: string; path: string };

/** The tile a logo stands on in the dark scheme: a raised surface (`--raised` in app/app.css). */
export const NIGHT_TILE = "0c2430";
/**
 * A mark's contrast with the dark tile: text's 4.5:1 rather than a graphic's 3:1, at which Jira's blue still looked
 * dim beside the tile's edge.
 */
export const LOGO_CONTRAST = 4.5;

/** An integration as a row of them shows it: its page's slug, its name and its logo. */
export type IntegrationBadge = { slug: string; name: string; logo: IntegrationLogoDrawing };

/**
 * Submits a lead to a HubSpot form through its Forms API (v3): the visitor's fields and first-touch attribution as
 * contact properties, and the page it was sent from as the submission's context. HubSpot refusing a submission (a 4xx
 * other than 429) is final; a 5xx, a 429 or no answer is retried by the outbox like any failed attempt.
 */
import { leadFormCopy } from "#content/lead-forms.ts";
import type { Lead } from "#server/db/schema.ts";
import { type Delivery, DeliveryRefused } from "./delivery.ts";
import type { HubSpotSettings } from "./hubspot-settings.ts";

const TIMEOUT_MS = 10_000;
/** How much of HubSpot's explanation of a refusal is kept in the job's last error. */
const REASON_LENGTH = 300;

/** HubSpot's object type of contacts: every field submitted is a contact property. */
const CONTACT = "0-1";

/** The HubSpot contact property each form field fills, in either form. */
const contactProperties: Record<string, string> = {
  email: "email",
  companyName: "company",
  role: "jobtitle",
  industry: "industry",
  location: "country",
};

/** The visitor's name in either form: split into HubSpot's first and last name. */
const NAME_FIELDS = new Set(["contactName", "name"]);

export type HubSpotField = { objectTypeId: typeof CONTACT; name: string; value: string };
export type HubSpotSubmission = { fields: HubSpotField[]; context?: { pageUri: string; pageName: string } };

/** What the sales team's CRM calls the page at a path, when it is known. */
export type PageNameAt = (path: string) => string | undefined;

/** The page a lead was sent from, as HubSpot files a submission: its address on the site and its name. */
const pageContext = (page: string | null, siteUrl: string, pageNameAt: PageNameAt): HubSpotSubmission["context"] => {
  if (!page) return undefined;
  const site = new URL(`${siteUrl}/`);
  const address = new URL(page, site);
  if (address.origin !== site.origin) return undefined;
  const name = pageNameAt(address.pathname);
  return { pageUri: address.href, pageName: name ?? address.pathname };
};

export const hubspotSubmission = (lead: Lead, siteUrl: string, pageNameAt: PageNameAt): HubSpotSubmission => {
  const fields: HubSpotField[] = [];
  const add = (name: string, value: string | null | undefined) => {
    if (value) fields.push({ objectTypeId: CONTACT, name, value });
  };
  // Fields with no contact property of their own (the goal, the tools, a subject) are written into `message`, each
  // under its label, the way the sales inbox reads them.
  const message: string[] = [];
  for (const [field, label] of Object.entries(leadFormCopy[lead.formType].labels)) {
    const value = lead.fields[field];
    if (!value) continue;
    if (NAME_FIELDS.has(field)) {
      const [first, ...rest] = value.split(" ");
      add("firstname", first);
      add("lastname", rest.join(" "));
    } else if (contactProperties[field]) {
      add(contactProperties[field], value);
    } else {
      message.push(`${label}:\n${value}`);
    }
  }
  add("message", message.join("\n\n"));
  add("utm_source", lead.utmSource);
  add("utm_medium", lead.utmMedium);
  add("utm_campaign", lead.utmCampaign);
  add("utm_term", lead.utmTerm);
  add("utm_content", lead.utmContent);
  const context = pageContext(lead.page, siteUrl, pageNameAt);
  return context ? { fields, context } : { fields };
};

/** HubSpot's explanation of an error: the status, its message and each field's, on one shortened line. */
const explanation = async (response: Response): Promise<string> => {
  const text = await response.text().catch(() => "");
  let reason = text;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] };
    const messages = [body.message, ...(Array.isArray(body.errors) ? body.errors.map((error) => error?.message) : [])];
    reason = messages.filter((entry): entry is string => typeof entry === "string" && entry !== "").join(": ") || text;
  } catch {
    // not JSON: the text as it came
  }
  const line = reason.replace(/\s+/g, " ").trim();
  const shortened = line.length > REASON_LENGTH ? `${line.slice(0, REASON_LENGTH - 1)}…` : line;
  return `HubSpot answered ${response.status}${shortened ? `: ${shortened}` : ""}`;
};

export type HubSpotDeliveryOptions = HubSpotSettings & {
  /** The site's public URL, which the lead's page is an address on. */
  siteUrl: string;
  /**
   * The page's name from its copy (content/page-copy.server.ts), where the content files are at hand: the Node server.
   * Without it, as on Supabase, the page is named by its path.
   */
  pageNameAt?: PageNameAt;
};

export const createHubSpotDelivery = ({
  portalId,
  formId,
  formsUrl,
  siteUrl,
  pageNameAt = () => undefined,
}: HubSpotDeliveryOptions): Delivery => ({
  deliver: async (lead) => {
    const response = await fetch(`${formsUrl}/${portalId}/${formId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "northstar-site/1.0" },
      body: JSON.stringify(hubspotSubmission(lead, siteUrl, pageNameAt)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const reason = await explanation(response);
    if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new DeliveryRefused(reason);
    throw new Error(reason);
  },
  close: () => {},
});

/** Turning a stored lead into an analytics identity (spec §5), before anything reaches PostHog. */

export type LeadIdentity = {
  /** The stored lead's id: never the e-mail address, so the identity says nothing about the person by itself. */
  leadId: string | number;
  companyName: string;
  industry: string;
  role: string;
};

/** Strings PostHog treats as a bug in the caller rather than a person (isDistinctIdStringLike in posthog-js). */
const PLACEHOLDER_IDS = new Set(["distinct_id", "distinctid"]);

/** The distinct id for a lead, or null when it must not be used: empty, or a placeholder. Numbers become text. */
export const leadDistinctId = (leadId: string | number): string | null => {
  if (typeof leadId === "number" && !Number.isFinite(leadId)) return null;
  const id = String(leadId).trim();
  if (id === "" || PLACEHOLDER_IDS.has(id.toLowerCase())) return null;
  return id;
};

/** Person properties for the lead; blank answers are left out rather than overwriting what PostHog knows. */
export const leadPersonProperties = ({ companyName, industry, role }: LeadIdentity): Record<string, string> => {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries({ company: companyName, industry, role })) {
    const trimmed = value.trim();
    if (trimmed) properties[name] = trimmed;
  }
  return properties;
};

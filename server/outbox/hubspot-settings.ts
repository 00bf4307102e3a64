/**
 * The HubSpot channel's settings: part of the settings the server and the Supabase functions share
 * (server/lead-settings.ts), in zod/mini, which both load.
 */
import * as z from "zod/mini";
import { httpUrl, variable } from "#core/environment-variables.ts";

/** HubSpot's Forms API: a submission is POSTed to `{url}/{portalId}/{formId}`. */
export const HUBSPOT_FORMS_URL = "https://api.hsforms.com/submissions/v3/integration/submit";

/** Each variable's parser, for a schema of every setting to include. */
export const hubspotVariables = () => ({
  HUBSPOT_PORTAL_ID: variable(
    z.optional(z.string().check(z.regex(/^\d+$/, "expected the HubSpot account's id, digits only, like 62515"))),
  ),
  HUBSPOT_FORM_ID: variable(
    z.optional(
      z
        .string()
        .check(
          z.regex(
            /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
            "expected the HubSpot form's id, like 78c2891f-ebdd-44c0-bd94-15c012bbbfbf (in the form's address in HubSpot)",
          ),
        ),
    ),
  ),
  HUBSPOT_FORMS_URL: variable(z.optional(httpUrl(HUBSPOT_FORMS_URL))),
});

type HubSpotVariables = { HUBSPOT_PORTAL_ID?: string; HUBSPOT_FORM_ID?: string; HUBSPOT_FORMS_URL?: string };

/** One of the two ids without the other delivers nothing: a problem named on the variable that is missing. */
export const hubspotIdsTogether = (env: HubSpotVariables, context: z.core.$RefinementCtx<HubSpotVariables>) => {
  if (Boolean(env.HUBSPOT_PORTAL_ID) === Boolean(env.HUBSPOT_FORM_ID)) return;
  const [given, missing] = env.HUBSPOT_PORTAL_ID
    ? ["HUBSPOT_PORTAL_ID", "HUBSPOT_FORM_ID"]
    : ["HUBSPOT_FORM_ID", "HUBSPOT_PORTAL_ID"];
  context.addIssue({
    code: "custom",
    path: [missing],
    input: undefined,
    message: `needed with ${given}: set both to send leads to HubSpot, or neither`,
  });
};

export type HubSpotSettings = { portalId: string; formId: string; formsUrl: string };

/** The channel's settings once parsed, or undefined while HubSpot is not configured. */
export const hubspotSettingsOf = (env: HubSpotVariables): HubSpotSettings | undefined =>
  env.HUBSPOT_PORTAL_ID && env.HUBSPOT_FORM_ID
    ? {
        portalId: env.HUBSPOT_PORTAL_ID,
        formId: env.HUBSPOT_FORM_ID,
        formsUrl: (env.HUBSPOT_FORMS_URL ?? HUBSPOT_FORMS_URL).replace(/\/+$/, ""),
      }
    : undefined;

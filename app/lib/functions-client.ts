/**
 * Calls the site's backend functions by name, following the Supabase Edge Functions contract: POST
 * `${VITE_FUNCTIONS_URL}/functions/v1/<name>` with a JSON body. By default that is this site's own server; pointing
 * VITE_FUNCTIONS_URL (and VITE_SUPABASE_ANON_KEY) at a Supabase project is configuration only.
 */
import { buildSettings } from "#core/build-settings.ts";
import type {
  ContactMessage,
  ContactSales,
  LeadAccepted,
  LeadFunctionName,
  LeadRejected,
  LeadRequest,
} from "#core/lead-forms.ts";

type FieldsSentTo = { "send-contact-sales": ContactSales; "send-contact-message": ContactMessage };

type FunctionContracts = {
  [Name in LeadFunctionName]: { request: LeadRequest<FieldsSentTo[Name]>; answer: LeadAccepted };
};

export type FunctionName = keyof FunctionContracts;
export type FunctionRequest<Name extends FunctionName> = FunctionContracts[Name]["request"];

export type FunctionOutcome<Answer> =
  | { ok: true; data: Answer }
  /**
   * `status` is 0 when no answer came at all (offline, timeout, blocked). `error` is the message the server wrote in
   * its JSON answer, when it wrote one.
   */
  | { ok: false; status: number; error?: string; fields?: Record<string, string> };

const REQUEST_TIMEOUT_MS = 15_000;

const anonKey = buildSettings.supabaseAnonKey;

export const functionUrl = (name: FunctionName): string => `${buildSettings.functionsUrl}/functions/v1/${name}`;

/**
 * Where a form posts without JavaScript: its own page, which this site's server answers; or, when the functions run
 * elsewhere (VITE_FUNCTIONS_URL), the function itself, which sends the visitor back to the page. The publishable key
 * rides in the query, as the gateway reads it there too (a form cannot send headers); it is public, and no field is.
 */
export const formPostAction = (name: FunctionName, pagePath: string): string => {
  if (!buildSettings.functionsUrl) return pagePath;
  return anonKey ? `${functionUrl(name)}?${new URLSearchParams({ apikey: anonKey })}` : functionUrl(name);
};

/** A fresh key for one submission attempt; crypto.randomUUID needs a secure context, getRandomValues does not. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

export const invokeFunction = async <Name extends FunctionName>(
  name: Name,
  body: FunctionRequest<Name>,
  { idempotencyKey }: { idempotencyKey: string },
): Promise<FunctionOutcome<FunctionContracts[Name]["answer"]>> => {
  const headers: Record<string, string> = { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey };
  if (anonKey) {
    headers.Authorization = `Bearer ${anonKey}`;
    headers.apikey = anonKey;
  }
  let response: Response;
  try {
    response = await fetch(functionUrl(name), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      credentials: "omit",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const payload = await readJson(response);
  if (response.ok) return { ok: true, data: payload as FunctionContracts[Name]["answer"] };
  const rejected = (payload ?? {}) as Partial<LeadRejected>;
  return {
    ok: false,
    status: response.status,
    error: typeof rejected.error === "string" && rejected.error.trim() !== "" ? rejected.error : undefined,
    fields: rejected.fields && typeof rejected.fields === "object" ? rejected.fields : undefined,
  };
};

/**
 * One lead-capture function: parse the JSON body, validate it with the form's shared schema, count it against the
 * client's rate limit, store the lead and its delivery jobs once per Idempotency-Key, answer. Size, content type and
 * origin are checked before it runs (`#server/functions/functions-app.ts`), which also gives it the client's limit.
 * Takes a web-standard Request and returns a Response.
 */
import { createHash } from "node:crypto";
import { leadForms } from "#content/lead-forms.ts";
import { HONEYPOT_FIELD, type LeadAccepted, type LeadFormType, type LeadRejected, leadContextSchema } from "#core/lead-forms.ts";
import type { Database } from "#server/db/database.ts";
import { storeLead } from "#server/db/lead-store.ts";
import type { OutboxChannel } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { jsonResponse } from "./json-response.ts";

export type LeadFunctionDependencies = {
  db: Database;
  logger: Logger;
  /** The delivery jobs every genuine lead gets. */
  deliveryChannels: readonly OutboxChannel[];
  /** Told after a genuine lead is committed, so the outbox worker can start on it at once. */
  onLeadStored?: (leadId: string) => void;
  now?: () => Date;
};

/**
 * The client's rate limit, as the function meets it: a well-formed submission is counted before it is stored, a
 * refused one when it is refused. Each returns the answer to send instead (429) once the client is past that limit.
 */
export type SubmissionLimit = {
  wellFormed: (idempotencyKey: string | undefined) => Promise<Response | undefined>;
  refused: (refusal: Response) => Promise<Response>;
};

export type LeadFunction = (request: Request, limit?: SubmissionLimit) => Promise<Response>;

/** One key per submission attempt; the form sends a UUID. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** JSON is UTF-8; a body that is not is refused rather than stored with replacement characters. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The first message for each field the visitor can correct. */
const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
};

const presentFields = (data: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => Boolean(entry[1])));

const isHoneypotFilled = (body: Record<string, unknown>): boolean => {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
};

export const createLeadFunction =
  (
    formType: LeadFormType,
    { db, logger, deliveryChannels, onLeadStored, now = () => new Date() }: LeadFunctionDependencies,
  ): LeadFunction =>
  async (request, limit) => {
    /** The Response refusing a submission: a message, and for invalid fields one message per field. */
    const rejectionResponse = (status: number, body: LeadRejected): Promise<Response> => {
      const refusal = jsonResponse(status, body);
      return limit ? limit.refused(refusal) : Promise.resolve(refusal);
    };

    const idempotencyKey = request.headers.get("idempotency-key") ?? undefined;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return rejectionResponse(400, {
        error: "The Idempotency-Key header must be 1 to 200 visible ASCII characters, such as a UUID.",
      });
    }

    let text: string;
    try {
      text = strictUtf8.decode(await request.arrayBuffer());
    } catch {
      return rejectionResponse(400, { error: "The body must be UTF-8 encoded JSON." });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return rejectionResponse(400, { error: "The body must be valid JSON." });
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return rejectionResponse(400, { error: "The body must be a JSON object of the form's fields." });
    }

    const parsed = leadForms[formType].schema.safeParse(body);
    if (!parsed.success) {
      return rejectionResponse(400, { error: "Some fields need your attention.", fields: fieldErrors(parsed.error.issues) });
    }
    const fields = presentFields(parsed.data);
    const context = leadContextSchema.parse(body);
    // A bot that fills the hidden field gets the same answer as a person, so it learns nothing; its lead is kept,
    // flagged, and never delivered.
    const spam = isHoneypotFilled(body as Record<string, unknown>);

    const overLimit = await limit?.wellFormed(idempotencyKey);
    if (overLimit) return overLimit;

    const outcome = await storeLead(db, {
      formType,
      fields,
      email: parsed.data.email,
      page: context.page,
      attribution: context.attribution,
      spam,
      idempotencyKey,
      requestFingerprint: createHash("sha256")
        .update(JSON.stringify([formType, fields]))
        .digest("hex"),
      channels: deliveryChannels,
      deliverFrom: now(),
    });

    if (outcome.status === "key-reused") {
      // Already counted as well-formed: not counted twice.
      return jsonResponse(422, {
        error: "This Idempotency-Key was already used for a different submission; send a new key.",
      } satisfies LeadRejected);
    }
    const accepted: LeadAccepted = { ok: true, id: outcome.id };
    if (outcome.status === "replayed") {
      logger.info({ leadId: outcome.id, formType }, "lead already stored for this Idempotency-Key; answering as before");
      return jsonResponse(200, accepted, { "Idempotent-Replayed": "true" });
    }
    logger.info({ leadId: outcome.id, formType, spam }, spam ? "lead stored as spam (honeypot filled)" : "lead stored");
    if (!spam) onLeadStored?.(outcome.id);
    return jsonResponse(200, accepted);
  };

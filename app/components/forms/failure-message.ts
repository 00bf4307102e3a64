/** What a lead form tells the visitor when the server did not accept a submission. */

/**
 * Answers whose own message says what the visitor can do about it: wait (429, "try again in N seconds") or send
 * less (413). Every other failure (no answer, 500, a refusal only the site's developers can fix) gets the form's
 * own failure message; a 400 also marks the fields it names.
 */
const ANSWERS_THE_VISITOR_CAN_ACT_ON: ReadonlySet<number> = new Set([413, 429]);

export const failureMessage = (outcome: { status: number; error?: string }, formFailure: string): string =>
  ANSWERS_THE_VISITOR_CAN_ACT_ON.has(outcome.status) && outcome.error ? outcome.error : formFailure;

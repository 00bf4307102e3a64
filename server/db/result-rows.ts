// Apart from database.ts, so code that runs where PGlite does not (the Deno functions) can read results too.
/** The result rows of a raw `db.execute`, whichever driver ran it (PGlite answers `{ rows }`, postgres.js an array). */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

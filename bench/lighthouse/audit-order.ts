/**
 * The order the bench audits pages in: each route, then its no-JS twin and its AstroWind counterpart when it has
 * them. The machine's speed drifts over minutes, and pages compared seconds apart see the same machine.
 */

import type { AstrowindPair } from "#tooling/lighthouse/astrowind-pairs.ts";
import type { AuditedRoute } from "#tooling/lighthouse/route-list.ts";
import { twinPath } from "./no-js-twins.ts";

export const auditOrder = (
  routes: readonly AuditedRoute[],
  twins: readonly string[],
  astrowindPairs: readonly AstrowindPair[],
): AuditedRoute[] =>
  routes.flatMap((route) => [
    route,
    ...(twins.includes(route.path) ? [{ path: twinPath(route.path), notFound: false }] : []),
    ...astrowindPairs.filter((pair) => pair.page === route.path).map((pair) => ({ path: pair.astrowind, notFound: false })),
  ]);

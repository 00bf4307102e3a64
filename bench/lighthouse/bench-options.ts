/**
 * What `npm run bench:lighthouse` measures, from flags or the environment, so a few routes can be measured in one
 * run while working and everything three times at the end:
 *   --routes=/,/pricing (LIGHTHOUSE_ROUTES)     default: every route
 *   --twins=/,/pricing (LIGHTHOUSE_TWINS)       routes measured against their no-JS twin; default: the
 *                                               representative pages among the measured routes
 *   --astrowind, --no-astrowind (LIGHTHOUSE_ASTROWIND=1/0)  measure the pages that have an AstroWind counterpart
 *                                               against it (tooling/lighthouse/astrowind-pairs.ts); default: on in a complete run
 *   --runs=3 (LIGHTHOUSE_RUNS)                  runs per route; the tables show medians
 *   --form-factors=mobile (LIGHTHOUSE_FORM_FACTORS)  default: mobile,desktop
 *   --section="Lighthouse" (LIGHTHOUSE_SECTION) the docs/performance.md section written; --no-write writes none
 */
import { parseArgs } from "node:util";
import type { FormFactor } from "#tooling/lighthouse/page-audit.ts";
import { type AuditedRoute, everyRoute, notFoundPath, representativeRoutes } from "#tooling/lighthouse/route-list.ts";

export type BenchOptions = {
  routes: AuditedRoute[];
  twins: string[];
  /** Whether the measured routes that have an AstroWind counterpart are measured against it. */
  astrowind: boolean;
  runs: number;
  formFactors: FormFactor[];
  section: string | undefined;
  /** True when every route was measured with the default number of runs: only then the section is the site's figure. */
  complete: boolean;
};

const DEFAULT_RUNS = 3;

const list = (value: string | undefined): string[] | undefined =>
  value
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export const benchOptions = (argv: readonly string[], env: Record<string, string | undefined> = process.env): BenchOptions => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      routes: { type: "string" },
      twins: { type: "string" },
      astrowind: { type: "boolean" },
      "no-astrowind": { type: "boolean" },
      runs: { type: "string" },
      "form-factors": { type: "string" },
      section: { type: "string" },
      "no-write": { type: "boolean" },
    },
  });
  const every = everyRoute();
  const chosen = list(values.routes ?? env.LIGHTHOUSE_ROUTES);
  const unknown = chosen?.filter((path) => !every.some((route) => route.path === path));
  if (unknown?.length)
    throw new Error(`Unknown routes: ${unknown.join(", ")} (known: ${every.map((route) => route.path).join(", ")})`);
  const routes = chosen ? every.filter((route) => chosen.includes(route.path)) : every;

  const representative = representativeRoutes()
    .filter((route) => !route.notFound)
    .map((route) => route.path);
  const twins = list(values.twins ?? env.LIGHTHOUSE_TWINS) ?? representative;
  const runs = Number(values.runs ?? env.LIGHTHOUSE_RUNS ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`);
  const formFactors = (list(values["form-factors"] ?? env.LIGHTHOUSE_FORM_FACTORS) ?? ["mobile", "desktop"]) as FormFactor[];
  if (formFactors.some((formFactor) => formFactor !== "mobile" && formFactor !== "desktop"))
    throw new Error(`--form-factors takes mobile and/or desktop, not ${formFactors.join(",")}`);

  const complete = !chosen && runs === DEFAULT_RUNS;
  const astrowindFlag = values["no-astrowind"] ? false : values.astrowind;
  const astrowindFromEnv = env.LIGHTHOUSE_ASTROWIND === undefined ? undefined : env.LIGHTHOUSE_ASTROWIND !== "0";

  return {
    routes,
    twins: twins.filter((path) => path !== notFoundPath && routes.some((route) => route.path === path)),
    astrowind: astrowindFlag ?? astrowindFromEnv ?? complete,
    runs,
    formFactors,
    section: values["no-write"] ? undefined : (values.section ?? env.LIGHTHOUSE_SECTION ?? "Lighthouse"),
    complete,
  };
};

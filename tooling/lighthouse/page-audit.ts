/**
 * Runs Lighthouse on one page in an already running Chromium and keeps what the gate and the benchmark report:
 * the four category scores, FCP, LCP, TBT, CLS, transfer size and the audits that cost points.
 */
import lighthouse, { type Config, desktopConfig, type Result } from "lighthouse";

export const categoryIds = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof categoryIds)[number];

export type FormFactor = "mobile" | "desktop";

export type FailingAudit = { category: CategoryId; id: string; title: string; score: number };

/** One entry of the `errors-in-console` audit. */
export type ConsoleError = { source: string; description: string; url: string | undefined };

export type PageAudit = {
  path: string;
  formFactor: FormFactor;
  /** 0–100, or undefined when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | undefined>;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  transferBytes: number | undefined;
  /**
   * Lighthouse's measure of the machine's CPU speed at the time of the run (higher is faster). The simulation
   * multiplies the work it observed, so the same page shows more blocking time on a slower or busier machine.
   */
  benchmarkIndex: number | undefined;
  /** Weighted audits scoring below 1, per category. */
  failingAudits: FailingAudit[];
  consoleErrors: ConsoleError[];
  /** Set when Lighthouse could not load the page at all. */
  runtimeError?: string;
  warnings: string[];
};

export type PageAuditOptions = {
  /** Port of the Chromium DevTools endpoint (chrome-launcher's `port`). */
  chromePort: number;
  origin: string;
  path: string;
  formFactor: FormFactor;
  /**
   * Audit a page answered with a 4xx status. Lighthouse otherwise refuses it as an errored document request.
   */
  expectErrorStatus?: boolean;
  /** Audit only these categories (all four when undefined): the accessibility, practices and SEO audits take seconds, performance most of a minute. */
  onlyCategories?: readonly CategoryId[];
};

const numeric = (lhr: Result, auditId: string): number | undefined => lhr.audits[auditId]?.numericValue ?? undefined;

const failingAuditsOf = (lhr: Result): FailingAudit[] =>
  categoryIds.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({ category, id: ref.id, title: audit?.title ?? ref.id, score: audit?.score ?? 0 })),
  );

const consoleErrorsOf = (lhr: Result): ConsoleError[] => {
  const details = lhr.audits["errors-in-console"]?.details;
  if (details?.type !== "table") return [];
  return details.items.map((item) => {
    const location = item.sourceLocation as { url?: string } | undefined;
    return { source: String(item.source ?? ""), description: String(item.description ?? ""), url: location?.url };
  });
};

export const summariseLighthouseResult = (lhr: Result, path: string, formFactor: FormFactor): PageAudit => ({
  path,
  formFactor,
  scores: Object.fromEntries(
    categoryIds.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : undefined];
    }),
  ) as Record<CategoryId, number | undefined>,
  fcpMs: numeric(lhr, "first-contentful-paint"),
  lcpMs: numeric(lhr, "largest-contentful-paint"),
  tbtMs: numeric(lhr, "total-blocking-time"),
  cls: numeric(lhr, "cumulative-layout-shift"),
  transferBytes: numeric(lhr, "total-byte-weight"),
  benchmarkIndex: lhr.environment.benchmarkIndex,
  failingAudits: failingAuditsOf(lhr),
  consoleErrors: consoleErrorsOf(lhr),
  runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  warnings: lhr.runWarnings.map(String),
});

/** Lighthouse's default configuration is mobile (Moto G Power, slow 4G, simulated); desktop is its own preset. */
const configFor = (formFactor: FormFactor): Config | undefined => (formFactor === "desktop" ? desktopConfig : undefined);

export const auditPage = async ({
  chromePort,
  origin,
  path,
  formFactor,
  expectErrorStatus = false,
  onlyCategories,
}: PageAuditOptions): Promise<PageAudit> => {
  const result = await lighthouse(
    new URL(path, origin).href,
    {
      port: chromePort,
      output: "json",
      logLevel: "error",
      ignoreStatusCode: expectErrorStatus,
      // A picture of the whole page, which no figure here reads: drawing and encoding it is a good part of an audit's CPU.
      disableFullPageScreenshot: true,
      ...(onlyCategories ? { onlyCategories: [...onlyCategories] } : {}),
    },
    configFor(formFactor),
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${path} (${formFactor})`);
  return summariseLighthouseResult(result.lhr, path, formFactor);
};

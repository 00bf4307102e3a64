/** Audits routes one after another in one Chromium, printing progress, for one form factor. */
import type { LaunchedChrome } from "chrome-launcher";
import { auditPage, type CategoryId, type FormFactor, type PageAudit } from "./page-audit.ts";
import type { AuditedRoute } from "./route-list.ts";

/** Lighthouse's trace occasionally comes back unusable (NO_NAVSTART, "Please run Lighthouse again"): retry. */
const MAX_ATTEMPTS = 3;

export const auditRoutes = async (
  chrome: LaunchedChrome,
  origin: string,
  routes: readonly AuditedRoute[],
  formFactor: FormFactor,
  onlyCategories?: readonly CategoryId[],
): Promise<PageAudit[]> => {
  const audits: PageAudit[] = [];
  for (const [index, route] of routes.entries()) {
    const started = Date.now();
    process.stdout.write(`  [${index + 1}/${routes.length}] ${formFactor} ${route.path} … `);
    let audit: PageAudit | undefined;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS && (!audit || audit.runtimeError); attempt += 1) {
      if (audit?.runtimeError) process.stdout.write(`${audit.runtimeError.split(":")[0]}, again … `);
      audit = await auditPage({
        chromePort: chrome.port,
        origin,
        path: route.path,
        formFactor,
        expectErrorStatus: route.notFound,
        onlyCategories,
      });
    }
    if (!audit) throw new Error(`No Lighthouse result for ${route.path}`);
    audits.push(audit);
    console.log(audit.runtimeError ? `error: ${audit.runtimeError}` : `${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  return audits;
};

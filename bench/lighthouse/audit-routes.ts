/** Audits routes one after another in one Chromium, printing progress, for one form factor. */
import type { LaunchedChrome } from "chrome-launcher";
import { auditPage, type FormFactor, type PageAudit } from "./page-audit.ts";
import type { AuditedRoute } from "./route-list.ts";

export const auditRoutes = async (
  chrome: LaunchedChrome,
  origin: string,
  routes: readonly AuditedRoute[],
  formFactor: FormFactor,
): Promise<PageAudit[]> => {
  const audits: PageAudit[] = [];
  for (const [index, route] of routes.entries()) {
    const started = Date.now();
    process.stdout.write(`  [${index + 1}/${routes.length}] ${formFactor} ${route.path} … `);
    const audit = await auditPage({
      chromePort: chrome.port,
      origin,
      path: route.path,
      formFactor,
      expectErrorStatus: route.notFound,
    });
    audits.push(audit);
    console.log(audit.runtimeError ? `error: ${audit.runtimeError}` : `${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  return audits;
};

/**
 * The build's `_headers` when the functions run elsewhere (VITE_FUNCTIONS_URL): every page may fetch from, and post
 * its forms to, exactly the functions' origin besides its own, and no other. tests/integration/static-host-headers.test.ts
 * checks the whole build against the server's answers; tests/e2e/supabase-cdn.spec.ts builds this shape for real.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { staticHostHeaders } from "#scripts/build-steps/static-host-headers.ts";
import { readServerConfig } from "#server/config.ts";
import { pageCspOptions } from "#server/security-headers.ts";
import { loadStaticSite } from "#server/static-site.ts";

const siteWithPages = () => {
  const root = mkdtempSync(join(tmpdir(), "headers-site-"));
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title><script>1</script>");
  mkdirSync(join(root, "contact-sales"));
  writeFileSync(join(root, "contact-sales", "index.html"), "<!DOCTYPE html><title>Contact sales</title>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return loadStaticSite(root);
};

/** Each page rule's Content-Security-Policy, by directive. */
const pagePolicies = (headers: string) =>
  [...headers.matchAll(/^(\/\S*)\n(?: {2}.*\n)*? {2}content-security-policy: (.*)$/gm)].map(([, path, policy]) => ({
    path,
    directives: Object.fromEntries((policy ?? "").split("; ").map((part) => [part.split(" ")[0], part])),
  }));

describe("_headers for static hosts", () => {
  it("lets pages fetch from and post forms to exactly the functions' origin when they run elsewhere", () => {
    const config = readServerConfig({
      VITE_FUNCTIONS_URL: "https://abcdefgh.supabase.co/",
      VITE_SUPABASE_ANON_KEY: "sb_publishable_test",
    });
    const policies = pagePolicies(staticHostHeaders(siteWithPages(), pageCspOptions(config)));
    expect(policies.map(({ path }) => path).sort()).toEqual(["/", "/contact-sales"]);
    for (const { path, directives } of policies) {
      expect(directives["connect-src"], path).toBe("connect-src 'self' https://abcdefgh.supabase.co");
      expect(directives["form-action"], path).toBe("form-action 'self' https://abcdefgh.supabase.co");
    }
  });

  it("keeps pages to their own origin when the functions are this site's own", () => {
    const policies = pagePolicies(staticHostHeaders(siteWithPages(), pageCspOptions(readServerConfig({}))));
    expect(policies.length).toBeGreaterThan(0);
    for (const { path, directives } of policies) {
      expect(directives["connect-src"], path).toBe("connect-src 'self'");
      expect(directives["form-action"], path).toBe("form-action 'self'");
    }
  });
});

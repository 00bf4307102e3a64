import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RATE_LIMIT_SECRET_FILE, rateLimitSecret } from "#server/rate-limit-secret.ts";

describe("the rate limit's secret", () => {
  it("is RATE_LIMIT_SECRET when it is set", () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), "secret-"));
    expect(rateLimitSecret({ configured: "x".repeat(40), dataDirectory })).toBe("x".repeat(40));
  });

  it("is generated once into the data directory, readable by its owner only, and kept across starts", () => {
    const dataDirectory = join(mkdtempSync(join(tmpdir(), "secret-")), "data");
    const first = rateLimitSecret({ dataDirectory });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dataDirectory, RATE_LIMIT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(rateLimitSecret({ dataDirectory })).toBe(first);
    expect(rateLimitSecret({ dataDirectory: mkdtempSync(join(tmpdir(), "secret-")) })).not.toBe(first);
  });
});

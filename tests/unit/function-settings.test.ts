import { describe, expect, it } from "vitest";
import { readServerConfig } from "#server/config.ts";
import { configurationProblems } from "#tests/support/configuration-problems.ts";
import { readFunctionSettings, readLogLevel } from "../../supabase/functions/_shared/function-settings.ts";

const functionProblems = (env: Record<string, string>) => configurationProblems(() => readFunctionSettings(env));
const serverProblems = (env: Record<string, string>) => configurationProblems(() => readServerConfig(env));

describe("the Supabase functions' secrets", () => {
  it("have the server's defaults, but for the proxy in front of them", () => {
    const settings = readFunctionSettings({});
    const server = readServerConfig({});
    expect(settings).toMatchObject({
      RATE_LIMIT_MAX: server.rateLimitMax,
      RATE_LIMIT_WINDOW_SECONDS: server.rateLimitWindowSeconds,
      ALLOWED_ORIGINS: server.allowedOrigins,
      LOG_LEVEL: server.logLevel,
      TRUST_PROXY: 1,
    });
    expect(server.trustProxyHops).toBe(0);
  });

  it("refuse what the server refuses, in the same words, never echoing a secret", () => {
    const unusable = {
      RATE_LIMIT_MAX: "ten",
      ALLOWED_ORIGINS: "https://a.example, not-an-origin",
      SALES_INBOX: "sales at example",
      RATE_LIMIT_SECRET: "short-secret",
      HUBSPOT_PORTAL_ID: "62515",
    };
    const problems = functionProblems(unusable);
    expect(problems).toEqual(serverProblems(unusable));
    expect(problems).toHaveLength(Object.keys(unusable).length);
    expect(problems.join("\n")).not.toContain("short-secret");
  });

  it("read what only the functions need, with its own checks", () => {
    expect(
      readFunctionSettings({ DATABASE_POOL_SIZE: "5", SUPABASE_URL: "https://project.supabase.co", OUTBOX_SECRET: "s" }),
    ).toMatchObject({ DATABASE_POOL_SIZE: 5, SUPABASE_URL: "https://project.supabase.co", OUTBOX_SECRET: "s" });
    expect(functionProblems({ DATABASE_POOL_SIZE: "0", OUTBOX_BATCH_SIZE: "many" })).toEqual([
      expect.stringMatching(/^DATABASE_POOL_SIZE is "0": expected a whole number of connections, at least 1/),
      expect.stringMatching(/^OUTBOX_BATCH_SIZE is "many": expected a whole number of jobs, at least 1/),
    ]);
  });

  it("log at the level LOG_LEVEL names, as the server reads it, whatever the other secrets hold", () => {
    expect(readLogLevel({ LOG_LEVEL: " warn ", RATE_LIMIT_MAX: "ten" })).toBe("warn");
    expect(readLogLevel({ LOG_LEVEL: "" })).toBe(readServerConfig({}).logLevel);
    expect(readLogLevel({ LOG_LEVEL: "loud" })).toBe(readServerConfig({}).logLevel);
    expect(functionProblems({ LOG_LEVEL: "loud" })).toEqual(serverProblems({ LOG_LEVEL: "loud" }));
  });
});

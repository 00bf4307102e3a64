import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL } from "#content/site.ts";
import { configurationWarnings, loadDotEnv, readServerConfig } from "#server/config.ts";
import { allowedFunctionOrigins } from "#server/functions/cross-origin.ts";
import { HUBSPOT_FORMS_URL } from "#server/outbox/hubspot-settings.ts";
import { configurationProblems } from "#tests/support/configuration-problems.ts";

const problemsOf = (env: Record<string, string>) => configurationProblems(() => readServerConfig(env));

describe("the server's settings", () => {
  it("runs with nothing set", () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      logLevel: "info",
      siteUrl: DEFAULT_SITE_URL,
      allowedOrigins: [],
      trustProxyHops: 0,
      rateLimitMax: 10,
      rateLimitWindowSeconds: 600,
      analyticsProxy: false,
      shutdownTimeoutMs: 10_000,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it("reads each setting, blank ones as unset", () => {
    const config = readServerConfig({
      PORT: "8080",
      SITE_URL: "https://www.northstar.example/",
      ALLOWED_ORIGINS: " https://a.example , https://b.example ",
      SMTP_URL: "  ",
      TRUST_PROXY: "2",
      VITE_FUNCTIONS_URL: "https://project.supabase.co/functions/v1",
      ANALYTICS_PROXY: "1",
    });
    expect(config).toMatchObject({
      port: 8080,
      siteUrl: "https://www.northstar.example",
      allowedOrigins: ["https://a.example", "https://b.example"],
      trustProxyHops: 2,
      functionsOrigin: "https://project.supabase.co",
      analyticsProxy: true,
    });
    expect(config.smtpUrl).toBeUndefined();
  });

  it("lets the functions take the server's loopback origins only while SITE_URL is not set", () => {
    const origins = (env: Record<string, string>) => {
      const config = readServerConfig(env);
      return allowedFunctionOrigins({ ...config, ports: [config.port] });
    };
    expect(origins({ PORT: "8080", ALLOWED_ORIGINS: "https://a.example" })).toEqual([
      DEFAULT_SITE_URL,
      "https://a.example",
      "http://localhost:8080",
      "http://127.0.0.1:8080",
      "http://[::1]:8080",
    ]);
    expect(origins({ PORT: "8080", SITE_URL: "https://www.northstar.example" })).toEqual(["https://www.northstar.example"]);
  });

  it("names the variable, what is wrong and what is expected, in one line per problem", () => {
    const problems = problemsOf({ PORT: "eighty", LOG_LEVEL: "loud", RATE_LIMIT_WINDOW_SECONDS: "0" });
    expect(problems).toEqual([
      'PORT is "eighty": expected a port number from 0 to 65535.',
      'LOG_LEVEL is "loud": expected one of fatal, error, warn, info, debug, trace, silent.',
      'RATE_LIMIT_WINDOW_SECONDS is "0": expected a whole number of seconds, at least 1.',
    ]);
    expect(problems.every((line) => !line.includes("\n"))).toBe(true);
  });

  it("never repeats the value of a variable that may hold a password", () => {
    const [problem] = problemsOf({ SMTP_URL: "mail.example.com:25 with-password-hunter2" });
    expect(problem).toBe("SMTP_URL is not valid: expected a URL like smtps://user:password@smtp.example.com:465.");
    expect(problem).not.toContain("hunter2");
  });

  it("reads HubSpot's portal and form, submitting to HubSpot's Forms API unless told another address", () => {
    const ids = { HUBSPOT_PORTAL_ID: "62515", HUBSPOT_FORM_ID: "78c2891f-ebdd-44c0-bd94-15c012bbbfbf" };
    expect(readServerConfig(ids).hubspot).toEqual({
      portalId: "62515",
      formId: "78c2891f-ebdd-44c0-bd94-15c012bbbfbf",
      formsUrl: HUBSPOT_FORMS_URL,
    });
    expect(readServerConfig({ ...ids, HUBSPOT_FORMS_URL: "http://127.0.0.1:9/submit/" }).hubspot?.formsUrl).toBe(
      "http://127.0.0.1:9/submit",
    );
    expect(readServerConfig({}).hubspot).toBeUndefined();
  });

  it("refuses a HubSpot id that cannot be one, and one id without the other, in one line each", () => {
    expect(problemsOf({ HUBSPOT_PORTAL_ID: "northstar", HUBSPOT_FORM_ID: "78c2891f-ebdd-44c0-bd94-15c012bbbfbf" })).toEqual([
      `HUBSPOT_PORTAL_ID is "northstar": expected the HubSpot account's id, digits only, like 62515.`,
    ]);
    expect(problemsOf({ HUBSPOT_PORTAL_ID: "62515", HUBSPOT_FORM_ID: "contact-us" })).toEqual([
      `HUBSPOT_FORM_ID is "contact-us": expected the HubSpot form's id, like 78c2891f-ebdd-44c0-bd94-15c012bbbfbf (in the form's address in HubSpot).`,
    ]);
    expect(problemsOf({ HUBSPOT_PORTAL_ID: "62515" })).toEqual([
      "HUBSPOT_FORM_ID is not set: needed with HUBSPOT_PORTAL_ID: set both to send leads to HubSpot, or neither.",
    ]);
    expect(problemsOf({ HUBSPOT_FORM_ID: "78c2891f-ebdd-44c0-bd94-15c012bbbfbf", HUBSPOT_FORMS_URL: "hubspot" })).toEqual([
      'HUBSPOT_FORMS_URL is "hubspot": expected a URL like https://api.hsforms.com/submissions/v3/integration/submit.',
      "HUBSPOT_PORTAL_ID is not set: needed with HUBSPOT_FORM_ID: set both to send leads to HubSpot, or neither.",
    ]);
  });

  it("says once that SMTP_URL is not set, as a start-up warning", () => {
    expect(configurationWarnings(readServerConfig({})).filter((line) => line.includes("SMTP_URL is not set"))).toHaveLength(1);
    expect(configurationWarnings(readServerConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }))).toEqual([]);
  });

  it("asks for RATE_LIMIT_SECRET when instances share a PostgreSQL database", () => {
    const shared = readServerConfig({ DATABASE_URL: "postgres://localhost/northstar", SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(configurationWarnings(shared)).toEqual([expect.stringContaining("RATE_LIMIT_SECRET is not set")]);
  });
});

describe("a .env file", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  const envFile = (content: string) => {
    const file = join(mkdtempSync(join(tmpdir(), "dotenv-")), ".env");
    writeFileSync(file, content);
    return file;
  };

  it("supplies SMTP_URL when the environment does not", () => {
    delete process.env.SMTP_URL;
    loadDotEnv(envFile("SMTP_URL=smtps://user:secret@smtp.example.com:465\n"));
    expect(readServerConfig(process.env).smtpUrl).toBe("smtps://user:secret@smtp.example.com:465");
  });

  it("gives way to a variable set in the real environment", () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    loadDotEnv(envFile("SMTP_URL=smtps://user:secret@smtp.example.com:465\n"));
    expect(readServerConfig(process.env).smtpUrl).toBe("smtp://127.0.0.1:2525");
  });

  it("is optional", () => {
    expect(() => loadDotEnv(join(tmpdir(), "no-such-folder", ".env"))).not.toThrow();
  });
});

/**
 * `npm run bench:leads`: accepted lead submissions per second and p50/p99 latency of send-contact-sales at fixed
 * concurrency, for this server and for a bare node:http handler making the same insert, on embedded PGlite and on
 * PostgreSQL (TEST_DATABASE_URL, BENCH_DATABASE_URL or a server on 127.0.0.1:5432), and on PostgreSQL for the
 * Supabase project's functions under Deno. Loopback only. Prints the
 * figures and writes them to the "## Lead capture" section of docs/performance.md.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { writePerformanceSection } from "#bench/lighthouse/performance-doc.ts";
import { startDenoFunctions } from "#tooling/deno-functions.ts";
import { describeMachine } from "#tooling/machine.ts";
import { markdownTable } from "#tooling/markdown-table.ts";
import { freeLoopbackPort, stopChild, waitUntilHealthy } from "#tooling/production-server.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { openSupabaseDatabase } from "#tooling/supabase-database.ts";
import { CONNECTIONS, type LoadFigures, loadServer } from "./lead-load.ts";

const WARM_UP_SECONDS = 2;
const SECONDS = 10;

type Contender = { name: string; entry: "server" | "bare" | "deno"; env?: Record<string, string> };

const contenders: Contender[] = [
  { name: "this server", entry: "server" },
  // The same, without the per-client limit's write: shows what sharing the limit through the database costs.
  { name: "this server, rate limit off", entry: "server", env: { RATE_LIMIT_MAX: "0" } },
  { name: "bare node:http", entry: "bare" },
];

/** The Supabase project's functions under Deno, one instance as the platform runs it; PostgreSQL only. */
const SUPABASE_FUNCTIONS: Contender = { name: "Supabase functions (Deno)", entry: "deno" };
type DatabaseTarget = {
  label: string;
  env: (name: string) => Promise<{ env: Record<string, string>; cleanUp: () => Promise<void> }>;
};

/** The server needs a build to start; the benchmark only posts, so two pages do. */
const fixtureBuild = () => {
  const root = mkdtempSync(join(tmpdir(), "bench-leads-build-"));
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return root;
};

const pglite: DatabaseTarget = {
  label: "PGlite (embedded)",
  env: async () => {
    const directory = mkdtempSync(join(tmpdir(), "bench-leads-data-"));
    return {
      env: { DATA_DIR: directory, DATABASE_URL: "" },
      cleanUp: async () => rmSync(directory, { recursive: true, force: true }),
    };
  },
};

const reachable = async (url: string): Promise<boolean> => {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
};

/** A fresh database on the server for each contender, dropped afterwards. */
const postgresTarget = (serverUrl: string): DatabaseTarget => ({
  label: "PostgreSQL (same machine)",
  env: async (name) => {
    const database = `bench_leads_${name.replace(/\W/g, "_")}_${Date.now()}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${database}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return {
      env: { DATABASE_URL: url.toString() },
      cleanUp: async () => {
        await admin.unsafe(`drop database if exists "${database}" with (force)`);
        await admin.end();
      },
    };
  },
});

/**
 * The functions under Deno on their own database, migrated as on Supabase, with production settings but a rate
 * limit no client reaches and no outbox kick (nothing listens for it). Each request still writes its limit row.
 */
const startSupabaseFunctions = async (serverUrl: string) => {
  const database = await openSupabaseDatabase(serverUrl);
  // The load posts from the functions' own origin, SUPABASE_URL.
  const port = await freeLoopbackPort();
  const functions = await startDenoFunctions({
    PORT: String(port),
    SUPABASE_DB_URL: database.url,
    SUPABASE_URL: `http://127.0.0.1:${port}`,
    SITE_URL: "http://127.0.0.1:9",
    RATE_LIMIT_SECRET: "a-benchmark-secret-that-is-at-least-32-characters",
    RATE_LIMIT_MAX: "1000000000",
    LOG_LEVEL: "info",
  });
  return {
    origin: new URL(functions.url).origin,
    stop: async () => {
      await functions.stop();
      await database.destroy();
    },
  };
};

const startContender = async (contender: Contender, env: Record<string, string>, buildDirectory: string) => {
  const port = await freeLoopbackPort();
  const entry =
    contender.entry === "server" ? join(projectRoot, "server", "main.ts") : join(import.meta.dirname, "bare-server.ts");
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDirectory,
      // Production settings, except a rate limit no benchmark client reaches; each request comes from its own
      // address, as X-Forwarded-For from a trusted proxy, so the limiter still counts every one in the database.
      LOG_LEVEL: "info",
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "1000000000",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      HUBSPOT_PORTAL_ID: "",
      HUBSPOT_FORM_ID: "",
      ...contender.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(`${origin}/healthz`, child, contender.name);
  return { origin, stop: () => stopChild(child) };
};

const postgresUrl = async (): Promise<string | undefined> => {
  for (const candidate of [
    process.env.BENCH_DATABASE_URL,
    process.env.TEST_DATABASE_URL,
    "postgres://postgres@127.0.0.1:5432/postgres",
  ]) {
    if (candidate && (await reachable(candidate))) return candidate;
  }
  return undefined;
};

// Other work on the machine moves every figure: the load before the benchmark starts says how much there was.
const loadBefore = `load average ${loadavg()[0]?.toFixed(1)} before the run`;
const targets: DatabaseTarget[] = [pglite];
const serverUrl = await postgresUrl();
if (serverUrl) targets.push(postgresTarget(serverUrl));
else console.log("No PostgreSQL server reachable (set TEST_DATABASE_URL or BENCH_DATABASE_URL): measuring PGlite only.");

const buildDirectory = fixtureBuild();
const results: { target: string; contender: Contender; figures: LoadFigures }[] = [];
const measure = async (target: string, contender: Contender, running: { origin: string; stop: () => Promise<void> }) => {
  try {
    await loadServer(running.origin, WARM_UP_SECONDS);
    const figures = await loadServer(running.origin, SECONDS);
    results.push({ target, contender, figures });
    console.log(
      `${target}, ${contender.name}: ${figures.acceptedPerSecond.toFixed(0)} accepted/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms` +
        (figures.refused || figures.errors ? ` (${figures.refused} refused, ${figures.errors} errors)` : ""),
    );
  } finally {
    await running.stop();
  }
};
for (const target of targets) {
  for (const contender of contenders) {
    const { env, cleanUp } = await target.env(contender.name);
    try {
      await measure(target.label, contender, await startContender(contender, env, buildDirectory));
    } finally {
      await cleanUp();
    }
  }
}
if (serverUrl) await measure(postgresTarget(serverUrl).label, SUPABASE_FUNCTIONS, await startSupabaseFunctions(serverUrl));
rmSync(buildDirectory, { recursive: true, force: true });

const format = (value: number) => Math.round(value).toLocaleString("en");
const rows = results.map(({ target, contender, figures }) => {
  const bare = results.find((other) => other.target === target && other.contender.entry === "bare");
  const ratio =
    contender.entry !== "bare" && bare ? (figures.acceptedPerSecond / bare.figures.acceptedPerSecond).toFixed(2) : "–";
  return [
    target,
    contender.name,
    format(figures.acceptedPerSecond),
    `${figures.p50Ms} ms`,
    `${figures.p99Ms} ms`,
    String(figures.refused + figures.errors),
    ratio,
  ];
});
const table = markdownTable(
  [
    { header: "Database" },
    { header: "Handler" },
    { header: "Accepted/s", alignRight: true },
    { header: "p50", alignRight: true },
    { header: "p99", alignRight: true },
    { header: "Failed", alignRight: true },
    { header: "Ratio to bare", alignRight: true },
  ],
  rows,
);
console.log(`\n${table}`);

writePerformanceSection(
  "Lead capture",
  `${describeMachine([loadBefore])}

- Run by \`npm run bench:leads\`: valid \`send-contact-sales\` submissions (the eight fields, page and attribution, about 400 bytes) posted with autocannon on 127.0.0.1, ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s measured per row. Every request carries its own Idempotency-Key, so every accepted one is a new lead and its e-mail job, written in one transaction.
- *This server*: \`server/main.ts\` as in production (\`LOG_LEVEL=info\`, request log discarded, outbox worker running, no SMTP), with every check: origin, content type, body limit, the per-client rate limit in the database (each request from its own address, with a limit no client reaches), zod validation, idempotency. *Bare node:http*: \`bench/leads/bare-server.ts\`, a plain handler that parses the JSON and calls the same \`storeLead\`, nothing else. *Supabase functions (Deno)*: \`supabase/functions\` served by Deno (\`supabase/functions/_local/serve.ts\`, one process as one instance of the platform) on a database migrated with \`supabase/migrations\`, through their pooler-safe connection (no prepared statements, a pool of 3 as on the platform), with the same checks. The ratio shows what the server's checks and framework cost per lead; the *rate limit off* row (\`RATE_LIMIT_MAX=0\`) separates out the limiter's own cost: on PostgreSQL one upsert for the submissions that arrive together, the price of a limit that holds across instances; on the embedded database, which one server holds, counts kept in the process and written behind four times a second (\`server/rate-limit.ts\`).
- The load generator, the server and PostgreSQL share the machine's CPUs; other work on the machine moves the figures by ±20 % between runs.

${table}`,
);

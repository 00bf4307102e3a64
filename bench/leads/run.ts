/**
 * `npm run bench:leads`: accepted lead submissions per second and p50/p99 latency of send-contact-sales at fixed
 * concurrency, for this server and for a bare node:http handler making the same insert, on embedded PGlite and on
 * PostgreSQL (TEST_DATABASE_URL, BENCH_DATABASE_URL or a server on 127.0.0.1:5432). Loopback only. Prints the
 * figures and writes them to the "## Lead capture" section of docs/performance.md.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { writePerformanceSection } from "#bench/lighthouse/performance-doc.ts";
import { describeMachine } from "#tooling/machine.ts";
import { markdownTable } from "#tooling/markdown-table.ts";
import { freeLoopbackPort, stopChild, waitUntilHealthy } from "#tooling/production-server.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { CONNECTIONS, type LoadFigures, loadServer } from "./lead-load.ts";

const WARM_UP_SECONDS = 2;
const SECONDS = 10;

type Contender = { name: string; entry: "server" | "bare"; env?: Record<string, string> };

const contenders: Contender[] = [
  { name: "this server", entry: "server" },
  // The same, without the per-client limit's write: shows what sharing the limit through the database costs.
  { name: "this server, rate limit off", entry: "server", env: { RATE_LIMIT_MAX: "0" } },
  { name: "bare node:http", entry: "bare" },
];
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

const targets: DatabaseTarget[] = [pglite];
const serverUrl = await postgresUrl();
if (serverUrl) targets.push(postgresTarget(serverUrl));
else console.log("No PostgreSQL server reachable (set TEST_DATABASE_URL or BENCH_DATABASE_URL): measuring PGlite only.");

const buildDirectory = fixtureBuild();
const results: { target: string; contender: Contender; figures: LoadFigures }[] = [];
for (const target of targets) {
  for (const contender of contenders) {
    const { env, cleanUp } = await target.env(contender.name);
    const running = await startContender(contender, env, buildDirectory);
    try {
      await loadServer(running.origin, WARM_UP_SECONDS);
      const figures = await loadServer(running.origin, SECONDS);
      results.push({ target: target.label, contender, figures });
      console.log(
        `${target.label}, ${contender.name}: ${figures.acceptedPerSecond.toFixed(0)} accepted/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms` +
          (figures.refused || figures.errors ? ` (${figures.refused} refused, ${figures.errors} errors)` : ""),
      );
    } finally {
      await running.stop();
      await cleanUp();
    }
  }
}
rmSync(buildDirectory, { recursive: true, force: true });

const format = (value: number) => Math.round(value).toLocaleString("en");
const rows = results.map(({ target, contender, figures }) => {
  const bare = results.find((other) => other.target === target && other.contender.entry === "bare");
  const ratio =
    contender.entry === "server" && bare ? (figures.acceptedPerSecond / bare.figures.acceptedPerSecond).toFixed(2) : "–";
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
  `${describeMachine()}

- Run by \`npm run bench:leads\`: valid \`send-contact-sales\` submissions (the eight fields, page and attribution, about 400 bytes) posted with autocannon on 127.0.0.1, ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s measured per row. Every request carries its own Idempotency-Key, so every accepted one is a new lead and its e-mail job, written in one transaction.
- *This server*: \`server/main.ts\` as in production (\`LOG_LEVEL=info\`, request log discarded, outbox worker running, no SMTP), with every check: origin, content type, body limit, the per-client rate limit in the database (each request from its own address, with a limit no client reaches), zod validation, idempotency. *Bare node:http*: \`bench/leads/bare-server.ts\`, a plain handler that parses the JSON and calls the same \`storeLead\`, nothing else. The ratio shows what the server's checks and framework cost per lead; the *rate limit off* row (\`RATE_LIMIT_MAX=0\`) separates out the limiter's own database write, one upsert per request, which is the price of a limit that holds across instances.
- The load generator, the server and PostgreSQL share the machine's CPUs; other work on the machine moves the figures by ±20 % between runs.

${table}`,
);

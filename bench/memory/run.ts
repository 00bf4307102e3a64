/**
 * `npm run bench:memory`: resident memory of the server on the embedded database, on a first start (a fresh data
 * directory) and a restart, idle and under bursts of 50 concurrent lead submissions, beside PGlite opened bare with
 * the same Node flags (the floor). Linux only (reads /proc). Loopback only. Prints the figures and writes them to the
 * "## Memory" section of docs/performance.md.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writePerformanceSection } from "#bench/lighthouse/performance-doc.ts";
import { processTreeCpuMs } from "#bench/serve/process-cpu.ts";
import { describeMachine } from "#tooling/machine.ts";
import { markdownTable } from "#tooling/markdown-table.ts";
import { defaultBuildDirectory, startProductionServer, stopChild } from "#tooling/production-server.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { contactSalesInput } from "#tooling/sample-leads.ts";
import { peakResidentMb, resetPeak, residentMb, watchTreePeak } from "./process-memory.ts";

const IDLE_SECONDS = 5;
const CONCURRENT = 50;
const BURSTS = 10;
/** The goal: the server idles at most this much above PGlite alone on its existing database, first start or not. */
const GOAL_ABOVE_FLOOR_MB = 100;

type Figures = { startPeak: number; idle: number; loadPeak?: number; cpuMsPerLead?: number };
type Start = "first start" | "restart";
type Row = { subject: "PGlite alone" | "server"; start: Start; figures: Figures };

const settle = () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));

const fixtureBuild = () => {
  const root = mkdtempSync(join(tmpdir(), "bench-memory-build-"));
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return root;
};

const submitBursts = async (origin: string) => {
  const body = JSON.stringify({ ...contactSalesInput(), page: "/contact-sales", website: "" });
  let accepted = 0;
  for (let burst = 0; burst < BURSTS; burst++) {
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        fetch(`${origin}/functions/v1/send-contact-sales`, {
          method: "POST",
          headers: { "content-type": "application/json", origin, "idempotency-key": randomUUID() },
          body,
        }).then((response) => response.status),
      ),
    );
    accepted += statuses.filter((status) => status === 200).length;
  }
  return accepted;
};

const measureServer = async (nodeFlags: string[], dataDirectory: string, buildDirectory: string): Promise<Figures> => {
  let treePeak = () => 0;
  const server = await startProductionServer({
    buildDirectory,
    dataDirectory,
    nodeFlags,
    logLevel: "info",
    env: {
      DATABASE_URL: "",
      RATE_LIMIT_MAX: "0",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      HUBSPOT_PORTAL_ID: "",
      HUBSPOT_FORM_ID: "",
    },
    onSpawn: (pid) => {
      treePeak = watchTreePeak(pid);
    },
  });
  try {
    const { pid, origin } = server;
    await settle();
    // A process the server started while starting (the one creating its database) counts in its peak.
    const startPeak = Math.max(peakResidentMb(pid), treePeak());
    const idle = residentMb(pid);
    resetPeak(pid);
    const cpuBefore = processTreeCpuMs(pid);
    const accepted = await submitBursts(origin);
    if (accepted !== CONCURRENT * BURSTS) throw new Error(`only ${accepted} of ${CONCURRENT * BURSTS} submissions were accepted`);
    return { startPeak, idle, loadPeak: peakResidentMb(pid), cpuMsPerLead: (processTreeCpuMs(pid) - cpuBefore) / accepted };
  } finally {
    await server.stop();
  }
};

const measureBarePglite = async (nodeFlags: string[], dataDirectory: string): Promise<Figures> => {
  const child = spawn(process.execPath, [...nodeFlags, join(import.meta.dirname, "bare-pglite.ts")], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDirectory },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((ready, failed) => {
      child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && ready());
      child.once("exit", (code) => failed(new Error(`bare PGlite exited with code ${code}`)));
    });
    await settle();
    return { startPeak: peakResidentMb(child.pid ?? 0), idle: residentMb(child.pid ?? 0) };
  } finally {
    await stopChild(child);
  }
};

/** Each subject twice on one data directory: the first start creates the database, the second finds it. */
const twice = async (subject: Row["subject"], measure: (dataDirectory: string) => Promise<Figures>): Promise<Row[]> => {
  const dataDirectory = mkdtempSync(join(tmpdir(), "bench-memory-data-"));
  try {
    const rows: Row[] = [];
    for (const start of ["first start", "restart"] as const) {
      const figures = await measure(dataDirectory);
      rows.push({ subject, start, figures });
      console.log(subject, start, JSON.stringify(figures));
    }
    return rows;
  } finally {
    rmSync(dataDirectory, { recursive: true, force: true });
  }
};

// The site's own build when there is one, as in production (the server holds its files in memory).
const ownBuild = existsSync(join(defaultBuildDirectory, "404.html"));
const buildDirectory = ownBuild ? defaultBuildDirectory : fixtureBuild();
const variants = [
  { flags: "V8's defaults", nodeFlags: [] },
  { flags: "`--liftoff-only` (npm start, the image)", nodeFlags: ["--liftoff-only"] },
];
const measured = [];
for (const { flags, nodeFlags } of variants) {
  const rows = [
    ...(await twice("PGlite alone", (data) => measureBarePglite(nodeFlags, data))),
    ...(await twice("server", (data) => measureServer(nodeFlags, data, buildDirectory))),
  ];
  const floor = rows.find((row) => row.subject === "PGlite alone" && row.start === "restart")?.figures.idle ?? Number.NaN;
  measured.push({ flags, floor, rows });
}
if (!ownBuild) rmSync(buildDirectory, { recursive: true, force: true });

const mb = (value: number | undefined) => (value === undefined ? "–" : `${Math.round(value)} MB`);
const table = markdownTable(
  [
    { header: "Process" },
    { header: "Node" },
    { header: "Start" },
    { header: "Peak while starting", alignRight: true },
    { header: `Idle after ${IDLE_SECONDS} s`, alignRight: true },
    { header: "Idle above the floor", alignRight: true },
    { header: `Peak under ${BURSTS} × ${CONCURRENT} concurrent leads`, alignRight: true },
    { header: "CPU per lead", alignRight: true },
  ],
  measured.flatMap(({ flags, floor, rows }) =>
    rows.map(({ subject, start, figures }) => [
      subject,
      flags,
      start,
      mb(figures.startPeak),
      mb(figures.idle),
      subject === "server" ? `${figures.idle - floor >= 0 ? "+" : "−"}${mb(Math.abs(figures.idle - floor))}` : "–",
      mb(figures.loadPeak),
      figures.cpuMsPerLead === undefined ? "–" : `${figures.cpuMsPerLead.toFixed(1)} ms`,
    ]),
  ),
);
const goal = measured
  .map(({ flags, floor, rows }) => {
    const worst = Math.max(...rows.filter((row) => row.subject === "server").map((row) => row.figures.idle - floor));
    return `${flags}: at most ${mb(worst)} above the floor (${mb(floor)}), ${worst <= GOAL_ABOVE_FLOOR_MB ? "within" : "over"} the goal of ${GOAL_ABOVE_FLOOR_MB} MB`;
  })
  .join("; ");
console.log(`\n${table}\n\n${goal}`);

writePerformanceSection(
  "Memory",
  `${describeMachine()}

- Run by \`npm run bench:memory\`: resident set size (VmRSS, and VmHWM for peaks) of \`server/main.ts\` on the embedded database, as in production (\`LOG_LEVEL=info\`, outbox worker running, no SMTP), serving ${ownBuild ? "the site's build" : "a two-page build (there was no build of the site)"}. Each process runs twice on one data directory: a *first start* creates the database, a *restart* finds it. *Peak while starting* runs until ${IDLE_SECONDS} s after /healthz first answers, and counts the processes the server starts meanwhile (sampled every 20 ms); then ${BURSTS} bursts of ${CONCURRENT} concurrent \`send-contact-sales\` submissions, each a new lead, with the peak counted afresh (CPU per lead is the server's user and system time divided by the leads).
- *PGlite alone* is \`bench/memory/bare-pglite.ts\`: the same data directory opened by PGlite with one query and nothing else loaded, under the same Node flags. Its restart is *the floor*, what any process embedding PGlite holds once the database exists; the goal is a server idling at most ${GOAL_ABOVE_FLOOR_MB} MB above it, on a first start as on a restart. PGlite's own first start runs initdb in a second instance and keeps much of what that took (see "Memory of a first start" below).
- *\`node --liftoff-only\`*, as \`npm start\`, \`npm run serve\` and the Docker image run the server, keeps V8 from recompiling PGlite's hot WebAssembly functions with its optimising compiler (TurboFan), whose compilation is most of the peak.

${table}

${goal}.`,
);

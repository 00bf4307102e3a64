/**
 * `npm run bench:memory`: resident memory of the server on the embedded database, idle and under bursts of 50
 * concurrent lead submissions, against PGlite opened bare (the floor). Linux only (reads /proc). Loopback only.
 * Prints the figures and writes them to the "## Memory" section of docs/performance.md.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writePerformanceSection } from "#bench/lighthouse/performance-doc.ts";
import { processTreeCpuMs } from "#bench/serve/process-cpu.ts";
import { describeMachine } from "#tooling/machine.ts";
import { markdownTable } from "#tooling/markdown-table.ts";
import { startProductionServer, stopChild } from "#tooling/production-server.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { contactSalesInput } from "#tooling/sample-leads.ts";
import { peakResidentMb, resetPeak, residentMb } from "./process-memory.ts";

const IDLE_SECONDS = 5;
const CONCURRENT = 50;
const BURSTS = 10;

type Figures = { startPeak: number; idle: number; loadPeak?: number; cpuMsPerLead?: number };
type Row = { subject: string; start: string; figures: Figures };

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
  const server = await startProductionServer({
    buildDirectory,
    dataDirectory,
    nodeFlags,
    logLevel: "info",
    env: { DATABASE_URL: "", RATE_LIMIT_MAX: "0", SMTP_URL: "", LEADS_WEBHOOK_URL: "" },
  });
  try {
    const { pid, origin } = server;
    await settle();
    const startPeak = peakResidentMb(pid);
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

const measureBarePglite = async (dataDirectory: string): Promise<Figures> => {
  const child = spawn(process.execPath, [join(import.meta.dirname, "bare-pglite.ts")], {
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
const twice = async (subject: string, measure: (dataDirectory: string) => Promise<Figures>): Promise<Row[]> => {
  const dataDirectory = mkdtempSync(join(tmpdir(), "bench-memory-data-"));
  try {
    const rows: Row[] = [];
    for (const start of ["first start", "restart"]) {
      const figures = await measure(dataDirectory);
      rows.push({ subject, start, figures });
      console.log(subject, start, JSON.stringify(figures));
    }
    return rows;
  } finally {
    rmSync(dataDirectory, { recursive: true, force: true });
  }
};

const buildDirectory = fixtureBuild();
const rows = [
  ...(await twice("PGlite alone (the floor)", measureBarePglite)),
  ...(await twice("server, V8's defaults", (data) => measureServer([], data, buildDirectory))),
  ...(await twice("server, `node --liftoff-only` (npm start, the image)", (data) =>
    measureServer(["--liftoff-only"], data, buildDirectory),
  )),
];
rmSync(buildDirectory, { recursive: true, force: true });

const mb = (value: number | undefined) => (value === undefined ? "–" : `${Math.round(value)} MB`);
const table = markdownTable(
  [
    { header: "Process" },
    { header: "Start" },
    { header: "Peak while starting", alignRight: true },
    { header: `Idle after ${IDLE_SECONDS} s`, alignRight: true },
    { header: `Peak under ${BURSTS} × ${CONCURRENT} concurrent leads`, alignRight: true },
    { header: "CPU per lead", alignRight: true },
  ],
  rows.map(({ subject, start, figures }) => [
    subject,
    start,
    mb(figures.startPeak),
    mb(figures.idle),
    mb(figures.loadPeak),
    figures.cpuMsPerLead === undefined ? "–" : `${figures.cpuMsPerLead.toFixed(1)} ms`,
  ]),
);
console.log(`\n${table}`);

writePerformanceSection(
  "Memory",
  `${describeMachine()}

- Run by \`npm run bench:memory\`: resident set size (VmRSS, and VmHWM for peaks) of \`server/main.ts\` on the embedded database, as in production (\`LOG_LEVEL=info\`, outbox worker running, no SMTP), serving a two-page build. *Peak while starting* runs until ${IDLE_SECONDS} s after /healthz first answers; then ${BURSTS} bursts of ${CONCURRENT} concurrent \`send-contact-sales\` submissions, each a new lead, with the peak counted afresh (CPU per lead is the server's user and system time divided by the leads).
- *PGlite alone* is \`bench/memory/bare-pglite.ts\`: the same data directory opened by PGlite with one query and nothing else loaded, the floor for any process that embeds it. A *first start* creates the database (PGlite runs initdb in a second instance); a *restart* finds it.
- *\`node --liftoff-only\`*, as \`npm start\`, \`npm run serve\` and the Docker image run the server, keeps V8 from recompiling PGlite's hot WebAssembly functions with its optimising compiler (TurboFan), whose compilation is most of the peak.

${table}`,
);

/**
 * `npm run bench:serve`: requests per second and p99 latency of the production server against Debian's nginx,
 * both serving the same build/client on 127.0.0.1 in the same run, measured with wrk in alternating rounds so a
 * change in the machine's load hits both. Prints the figures and the ratio (target: this server ≥ 0.8 × nginx) and
 * writes them to the "## Static serving" section of docs/performance.md.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writePerformanceSection } from "#bench/lighthouse/performance-doc.ts";
import { describeMachine } from "#tooling/machine.ts";
import { markdownTable } from "#tooling/markdown-table.ts";
import { defaultBuildDirectory, type RunningServer, startProductionServer } from "#tooling/production-server.ts";
import { startBareNodeServer } from "./bare-node-server.ts";
import { type ExtraHeaders, nginxPath, startNginx } from "./nginx-server.ts";
import { processTreeCpuMs } from "./process-cpu.ts";
import { type LoadResult, runWrk, wrkPath } from "./wrk.ts";

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const TARGET_RATIO = 0.8;

type ServeCase = { label: string; path: string; encoding: "br" | "gzip"; comparedWithNginx: boolean };
type Contender = { name: "this server" | "nginx" | "bare node:http"; server: RunningServer };
type Round = LoadResult & { cpuMicrosecondsPerRequest: number };
type Figures = { bodyBytes: number; rounds: Round[] };

const buildDirectory = defaultBuildDirectory;
if (!existsSync(join(buildDirectory, "404.html"))) {
  console.error(`No build in ${buildDirectory}: run \`npm run build\` first.`);
  process.exit(1);
}
if (!wrkPath()) {
  console.error(
    "wrk is not installed: `sudo apt-get install wrk`. (autocannon runs in Node and saturates at a quarter of nginx's rate here.)",
  );
  process.exit(1);
}

/** The stylesheet every page links: a hashed, immutable asset with a precompressed .gz beside it. */
const hashedAssetPath = (): string => {
  const home = readFileSync(join(buildDirectory, "index.html"), "utf8");
  const stylesheet = home.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (stylesheet) return stylesheet;
  const fallback = readdirSync(join(buildDirectory, "assets")).find((file) => file.endsWith(".js.gz"));
  if (!fallback) throw new Error("No hashed asset with a .gz variant in build/client/assets");
  return `/assets/${fallback.replace(/\.gz$/, "")}`;
};

const asset = hashedAssetPath();
const cases: ServeCase[] = [
  { label: "home page /", path: "/", encoding: "gzip", comparedWithNginx: true },
  { label: `asset ${asset}`, path: asset, encoding: "gzip", comparedWithNginx: true },
  { label: "home page /", path: "/", encoding: "br", comparedWithNginx: false },
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Headers nginx writes itself; every other header of the Node server's answer is copied into nginx's config. */
const nginxOwnHeaders = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "last-modified",
  "accept-ranges",
  "server",
  "transfer-encoding",
]);

const headersToCopy = async (origin: string): Promise<ExtraHeaders> => {
  const extra: ExtraHeaders = {};
  for (const serveCase of cases.filter((c) => c.comparedWithNginx)) {
    const response = await fetch(`${origin}${serveCase.path}`, { headers: { "Accept-Encoding": serveCase.encoding } });
    await response.arrayBuffer();
    extra[serveCase.path] = Object.fromEntries([...response.headers].filter(([name]) => !nginxOwnHeaders.has(name)));
  }
  return extra;
};

/** The encoded body size a server answers with: both must send the same bytes for a fair comparison. */
const probe = async (origin: string, serveCase: ServeCase): Promise<number> => {
  const response = await fetch(`${origin}${serveCase.path}`, { headers: { "Accept-Encoding": serveCase.encoding } });
  await response.arrayBuffer();
  const encoding = response.headers.get("content-encoding");
  if (response.status !== 200 || encoding !== serveCase.encoding)
    throw new Error(`${origin}${serveCase.path} answered ${response.status} with encoding ${encoding} for ${serveCase.encoding}`);
  return Number(response.headers.get("content-length"));
};

const loadFor = (contender: Contender, serveCase: ServeCase) => ({
  url: `${contender.server.origin}${serveCase.path}`,
  headers: { "Accept-Encoding": serveCase.encoding },
  connections: CONNECTIONS,
});

/** Warm-up for each contender, then rounds alternating between them. */
const measureCase = async (serveCase: ServeCase, contenders: Contender[]): Promise<Map<Contender, Figures>> => {
  const figures = new Map<Contender, Figures>();
  console.log(`\n${serveCase.label}, Accept-Encoding: ${serveCase.encoding}`);
  for (const contender of contenders) {
    figures.set(contender, { bodyBytes: await probe(contender.server.origin, serveCase), rounds: [] });
    process.stdout.write(`  ${contender.name}: warm-up ${WARM_UP_SECONDS}s … `);
    await runWrk({ ...loadFor(contender, serveCase), seconds: WARM_UP_SECONDS });
    console.log("done");
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const contender of contenders) {
      process.stdout.write(`  ${contender.name}: round ${round}/${ROUNDS}, ${ROUND_SECONDS}s … `);
      const cpuBefore = processTreeCpuMs(contender.server.pid);
      const load = await runWrk({ ...loadFor(contender, serveCase), seconds: ROUND_SECONDS });
      const cpuMicrosecondsPerRequest = ((processTreeCpuMs(contender.server.pid) - cpuBefore) * 1000) / load.requests;
      figures.get(contender)?.rounds.push({ ...load, cpuMicrosecondsPerRequest });
      console.log(
        `${Math.round(load.requestsPerSecond).toLocaleString("en")} req/s, p99 ${load.p99Ms.toFixed(1)} ms, ${cpuMicrosecondsPerRequest.toFixed(0)} µs CPU per request`,
      );
    }
  }
  return figures;
};

const withNginx = nginxPath() !== undefined;
console.log(
  `Static serving: wrk (1 thread, ${CONNECTIONS} connections) on 127.0.0.1, ${WARM_UP_SECONDS}s warm-up, then ${ROUNDS} alternating rounds of ${ROUND_SECONDS}s`,
);
if (!withNginx) console.log("nginx is not installed: measuring this server alone. Install it with `sudo apt-get install nginx`.");

const production: Contender = {
  name: "this server",
  server: await startProductionServer({ buildDirectory, logLevel: "info" }),
};
let nginx: Contender | undefined;
let bare: Contender | undefined;
const results = new Map<ServeCase, Map<Contender, Figures>>();
try {
  const compared = cases.filter((serveCase) => serveCase.comparedWithNginx);
  bare = { name: "bare node:http", server: await startBareNodeServer(production.server.origin, compared) };
  if (withNginx)
    nginx = { name: "nginx", server: await startNginx(buildDirectory, await headersToCopy(production.server.origin)) };
  for (const serveCase of cases) {
    const others = serveCase.comparedWithNginx ? [nginx, bare].filter((contender) => contender !== undefined) : [];
    results.set(serveCase, await measureCase(serveCase, [production, ...others]));
  }
} finally {
  await production.server.stop();
  await nginx?.server.stop();
  await bare?.server.stop();
}

const figuresOf = (serveCase: ServeCase, contender: Contender | undefined) =>
  contender ? results.get(serveCase)?.get(contender) : undefined;
const rps = (figures: Figures) => median(figures.rounds.map((r) => r.requestsPerSecond));
const p99 = (figures: Figures) => median(figures.rounds.map((r) => r.p99Ms));
const cpu = (figures: Figures) => median(figures.rounds.map((r) => r.cpuMicrosecondsPerRequest));

const rows = cases.map((serveCase) => {
  const ours = figuresOf(serveCase, production);
  const theirs = figuresOf(serveCase, nginx);
  const floor = figuresOf(serveCase, bare);
  const ratio = ours && theirs ? rps(ours) / rps(theirs) : undefined;
  const cell = (figures: Figures | undefined, format: (figures: Figures) => string) => (figures ? format(figures) : "–");
  return [
    serveCase.label,
    serveCase.encoding,
    cell(ours, (f) => `${(f.bodyBytes / 1024).toFixed(1)} KB`),
    cell(ours, (f) => Math.round(rps(f)).toLocaleString("en")),
    cell(ours, (f) => `${p99(f).toFixed(1)} ms`),
    cell(ours, (f) => `${cpu(f).toFixed(0)} µs`),
    cell(theirs, (f) => Math.round(rps(f)).toLocaleString("en")),
    cell(theirs, (f) => `${p99(f).toFixed(1)} ms`),
    cell(theirs, (f) => `${cpu(f).toFixed(0)} µs`),
    ratio === undefined ? "–" : `${ratio.toFixed(2)}${ratio >= TARGET_RATIO ? "" : ` (target ${TARGET_RATIO})`}`,
    cell(floor, (f) => Math.round(rps(f)).toLocaleString("en")),
    cell(floor, (f) => `${cpu(f).toFixed(0)} µs`),
    floor && theirs ? (rps(floor) / rps(theirs)).toFixed(2) : "–",
  ];
});

const table = markdownTable(
  [
    { header: "Request" },
    { header: "Encoding" },
    { header: "Body", alignRight: true },
    { header: "This server req/s", alignRight: true },
    { header: "p99", alignRight: true },
    { header: "CPU/req", alignRight: true },
    { header: "nginx req/s", alignRight: true },
    { header: "nginx p99", alignRight: true },
    { header: "nginx CPU/req", alignRight: true },
    { header: "Ratio", alignRight: true },
    { header: "Bare node:http req/s", alignRight: true },
    { header: "Bare CPU/req", alignRight: true },
    { header: "Bare ratio", alignRight: true },
  ],
  rows,
);

const errorCounts = [...results].flatMap(([serveCase, byContender]) =>
  [...byContender].flatMap(([contender, figures]) => {
    const errors = figures.rounds.reduce((sum, round) => sum + round.errors, 0);
    return errors > 0 ? [`${contender.name}, ${serveCase.label} (${serveCase.encoding}): ${errors} errors.`] : [];
  }),
);
const sizeMismatches = cases.flatMap((serveCase) => {
  const ours = figuresOf(serveCase, production);
  const theirs = figuresOf(serveCase, nginx);
  return ours && theirs && ours.bodyBytes !== theirs.bodyBytes
    ? [`Body sizes differ between the servers for ${serveCase.label}.`]
    : [];
});
const warnings = [
  ...(withNginx ? [] : ["nginx was not installed on this run (`apt-get install nginx`), so there is no comparison."]),
  ...errorCounts,
  ...sizeMismatches,
];

const notes = [
  "Run by `npm run bench:serve`. This server: `server/main.ts`, one Node process, `LOG_LEVEL=info` so every request is logged as in production (output discarded). nginx: Debian's package, one worker, `gzip_static on`, `sendfile on`, access log to a file. Both serve the same `build/client` and run side by side.",
  `Load: wrk, one thread, ${CONNECTIONS} keep-alive connections, on 127.0.0.1 (the load generator shares the machine's CPUs with the server). Per case: ${WARM_UP_SECONDS} s warm-up each, then ${ROUNDS} rounds of ${ROUND_SECONDS} s alternating between the servers; figures are the medians of the rounds.`,
  "Same bytes on both sides: both send the same precompressed `.gz` file of the build (`Accept-Encoding: gzip`; Debian's nginx has no brotli module), and nginx adds the same security headers, Content-Security-Policy, `Cache-Control` and `Vary` as this server for those paths. The brotli row is this server alone, with the header browsers send.",
  "*CPU/req* is the server's own CPU time (process and children, from /proc) divided by the requests it answered in a round: what one request costs, whatever the load generator takes.",
  `Target: this server ≥ ${TARGET_RATIO} × nginx's requests per second.`,
  "*Bare node:http* is the floor of any Node server: a process of its own whose whole handler answers each path with the very headers and bytes this server sends, held in memory, with no log line and no routing (`bench/serve/bare-node-server.ts`). Its ratio to nginx is the most any server on Node's HTTP stack reaches here.",
  "Where this server's time goes (profiled 2026-11-26 with `perf`, `node --cpu-prof` and CPU per request, home page, gzip): the build's files are answered by a plain `node:http` handler before the Hono app (`server/static-fast-path.ts`, decision 107), with headers built once per file and variant; what remains is mostly Node's HTTP parser and response streams (bare `node:http` sending the same bytes cost 22–25 µs, measured 2026-11-23) and the request log line (about 1–2 µs for pino to make it; the lines go to stdout once per event-loop turn, `server/logger.ts`, where pino's default destination cost about 3 µs more per line).",
  "Before and after decision 107, run back to back on 2026-11-26 with other work on the machine (before → after, home page and asset, gzip): CPU per request 51–62 → 39–57 µs and 44–60 → 38–45 µs on a busy machine, 32–45 → 23–30 µs and 37–41 → 26–29 µs on a quieter one; ratio 0.59/0.61 → 0.39/0.50, 0.87/1.02 → 0.63/0.50, 0.31/0.40 → 0.77/0.34, 0.39/0.38 → 0.58/0.57. CPU per request falls by a quarter to a third in every pair; the ratio moves with the machine's load more than with the server. On a busy machine each server gets a share of a CPU and requests per second follow CPU per request; on a quiet one nginx, at 8–10 µs, is held back only by wrk (40,000–88,000 requests per second), and this server would need about 12 µs per request to reach 0.8 of that.",
];

const body = [describeMachine(), [...notes, ...warnings].map((note) => `- ${note}`).join("\n"), table].join("\n\n");
console.log(`\n${table}\n`);
for (const warning of warnings) console.warn(`Warning: ${warning}`);
writePerformanceSection("Static serving", body);

/**
 * `npm run image:local`: builds the production image from the Dockerfile without any image registry, runs it and
 * checks it as an operator would. The base is made from Debian's own packages (debootstrap, minbase bookworm) with
 * Node from the `node` npm package and npm from the `npm` package, imported into Podman; the image is then built on
 * it (BASE_IMAGE), started with a named volume, and must pass its health check, serve the pages, store a lead in the
 * volume and run as a user other than root. Needs root, debootstrap, podman and runc (Debian's packages).
 *
 * Options: --mirror URL (or DEBIAN_MIRROR; by default the machine's own bookworm source from its apt configuration),
 * --port N (default 3000, on the host's network), --tag NAME (default localhost/northstar-site:local).
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pagePath } from "#core/page-paths.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { contactSalesInput } from "#tooling/sample-leads.ts";

const { values: options } = parseArgs({
  options: {
    mirror: { type: "string" },
    port: { type: "string", default: "3000" },
    tag: { type: "string", default: "localhost/northstar-site:local" },
  },
});

/** Everything the script keeps between runs; node_modules is ignored by git, the image's build context and the tools. */
const cacheDirectory = join(projectRoot, "node_modules", ".cache", "container-image");
const logDirectory = join(cacheDirectory, "logs");
const rootfs = join(cacheDirectory, "bookworm-minbase");

const nodeVersion = (
  JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { devDependencies: Record<string, string> }
).devDependencies.node;
/** The npm that Node 24.21.0 ships with, which the official image carries. */
const NPM_VERSION = "11.19.0";
const baseImage = `localhost/northstar-node:${nodeVersion}-bookworm`;
const container = "northstar-image-check";
const volume = "northstar-image-check-data";
const base = `http://127.0.0.1:${options.port}`;
/** The machine's trusted authorities, so that npm in the build reaches the registry as npm on the machine does. */
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";

class StepFailed extends Error {}

const fail = (message: string): never => {
  throw new StepFailed(message);
};

// ---- running commands ------------------------------------------------------------------------------------------

const commandEnvironment = (): NodeJS.ProcessEnv => {
  if (process.env.CONTAINERS_CONF) return process.env;
  // Podman's defaults that fail where the cgroups do not allow them: crun, and the default open-files ulimit.
  const conf = join(cacheDirectory, "containers.conf");
  writeFileSync(
    conf,
    '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\ncgroup_manager = "cgroupfs"\nevents_logger = "file"\n',
  );
  return { ...process.env, CONTAINERS_CONF: conf };
};

/** `stdout` alone (empty when logged), and `output`, both streams as they came. */
type Run = { code: number; stdout: string; output: string };

/** Runs a command to its end and answers its output; `log` sends both streams to a file instead (long steps). */
const run = (command: string, args: string[], { log }: { log?: string } = {}): Run => {
  const logFile = log ? join(logDirectory, log) : undefined;
  const descriptor = logFile ? openSync(logFile, "w") : undefined;
  if (descriptor !== undefined) writeSync(descriptor, `$ ${command} ${args.join(" ")}\n`);
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    env: commandEnvironment(),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", descriptor ?? "pipe", descriptor ?? "pipe"],
  });
  if (descriptor !== undefined) closeSync(descriptor);
  if (result.error) fail(`${command} could not be started: ${result.error.message}`);
  return {
    code: result.status ?? 1,
    stdout: result.stdout ?? "",
    output: logFile ? readFileSync(logFile, "utf8") : `${result.stdout}${result.stderr}`,
  };
};

const lastLines = (text: string, count = 25) => text.trimEnd().split("\n").slice(-count).join("\n");

/** Runs a command that must succeed and answers its standard output; on failure the error carries the end of its output. */
const must = (command: string, args: string[], settings: { log?: string } = {}): string => {
  const result = run(command, args, settings);
  if (result.code !== 0) {
    const where = settings.log ? ` (whole output in ${join(logDirectory, settings.log)})` : "";
    fail(`\`${command} ${args.join(" ")}\` exited with ${result.code}${where}:\n${lastLines(result.output)}`);
  }
  return result.stdout.trim();
};

let stepNumber = 0;
const step = async (title: string, action: () => string | Promise<string>) => {
  stepNumber += 1;
  const started = Date.now();
  process.stdout.write(`${stepNumber}. ${title}\n`);
  const result = await action();
  console.log(`   ok (${((Date.now() - started) / 1000).toFixed(1)} s): ${result}`);
};

// ---- the base image --------------------------------------------------------------------------------------------

/** The machine's own Debian bookworm source, from its apt configuration (one-line and deb822 formats). */
const aptBookwormMirror = (): string | undefined => {
  const files = ["/etc/apt/sources.list"];
  if (existsSync("/etc/apt/sources.list.d")) {
    files.push(...readdirSync("/etc/apt/sources.list.d").map((name) => join("/etc/apt/sources.list.d", name)));
  }
  for (const file of files.filter((name) => existsSync(name) && /(\.list|\.sources|sources\.list)$/.test(name))) {
    const text = readFileSync(file, "utf8");
    for (const line of text.split("\n")) {
      const oneLine = line.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s+.*\bmain\b/);
      if (oneLine) return oneLine[1];
    }
    for (const paragraph of text.split(/\n\s*\n/)) {
      const field = (name: string) => paragraph.match(new RegExp(`^${name}:\\s*(.*)$`, "mi"))?.[1]?.split(/\s+/) ?? [];
      if (field("Types").includes("deb") && field("Suites").includes("bookworm") && field("Components").includes("main")) {
        return field("URIs")[0];
      }
    }
  }
  return undefined;
};

const makeRootFileSystem = (): string => {
  if (existsSync(join(rootfs, "usr", "bin", "apt-get"))) return `reused ${rootfs}`;
  const mirror =
    options.mirror ??
    process.env.DEBIAN_MIRROR ??
    aptBookwormMirror() ??
    fail("no Debian bookworm source in the machine's apt configuration; give one with --mirror URL or DEBIAN_MIRROR.");
  const partial = `${rootfs}.partial`;
  rmSync(partial, { recursive: true, force: true });
  must("debootstrap", ["--variant=minbase", "bookworm", partial, mirror], { log: "debootstrap.log" });
  renameSync(partial, rootfs);
  return `debootstrap --variant=minbase bookworm from ${mirror} into ${rootfs}`;
};

/** Lays Node, npm, the `node` user and the machine's trusted authorities into the file system, as the official image has them. */
const addNodeAndUser = (): string => {
  const nodeBinary = join(projectRoot, "node_modules", "node", "bin", "node");
  const version = existsSync(nodeBinary) ? must(nodeBinary, ["--version"]) : "";
  if (version !== `v${nodeVersion}`)
    fail(`node_modules/node/bin/node is not Node ${nodeVersion} (${version || "missing"}); run npm ci.`);
  copyFileSync(nodeBinary, join(rootfs, "usr", "local", "bin", "node"));

  const npmPackage = join(cacheDirectory, `npm-${NPM_VERSION}.tgz`);
  if (!existsSync(npmPackage)) must("npm", ["pack", `npm@${NPM_VERSION}`, "--pack-destination", cacheDirectory]);
  const npmDirectory = join(rootfs, "usr", "local", "lib", "node_modules", "npm");
  rmSync(npmDirectory, { recursive: true, force: true });
  mkdirSync(npmDirectory, { recursive: true });
  must("tar", ["-xzf", npmPackage, "-C", npmDirectory, "--strip-components=1"]);
  for (const tool of ["npm", "npx"]) {
    rmSync(join(rootfs, "usr", "local", "bin", tool), { force: true });
    must("ln", ["-s", `../lib/node_modules/npm/bin/${tool}-cli.js`, join(rootfs, "usr", "local", "bin", tool)]);
  }

  if (existsSync(CA_BUNDLE)) {
    mkdirSync(join(rootfs, "etc", "ssl", "certs"), { recursive: true });
    copyFileSync(CA_BUNDLE, join(rootfs, CA_BUNDLE));
  }

  if (!readFileSync(join(rootfs, "etc", "passwd"), "utf8").includes("\nnode:")) {
    must("groupadd", ["--root", rootfs, "--gid", "1000", "node"]);
    must("useradd", ["--root", rootfs, "--uid", "1000", "--gid", "node", "--shell", "/bin/bash", "--create-home", "node"]);
  }
  return `Node ${nodeVersion} from the node package, npm ${NPM_VERSION}, user node (1000:1000)`;
};

const importBaseImage = (): string => {
  const archive = join(cacheDirectory, "base.tar");
  must("tar", ["--numeric-owner", "-C", rootfs, "--exclude=./var/cache/apt/archives/*.deb", "-cf", archive, "."]);
  const changes = [
    "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    `ENV NODE_VERSION=${nodeVersion}`,
    ...(existsSync(CA_BUNDLE) ? [`ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`] : []),
    'CMD ["node"]',
  ];
  must("podman", ["import", ...changes.flatMap((change) => ["--change", change]), archive, baseImage], { log: "import.log" });
  rmSync(archive);
  return `${baseImage}, ${must("podman", ["image", "inspect", "--format", "{{.Size}}", baseImage])} bytes`;
};

// ---- the production image and its checks -------------------------------------------------------------------------

const buildImage = (): string => {
  must(
    "podman",
    [
      "build",
      // Docker's image format keeps the HEALTHCHECK; OCI's has no place for it.
      "--format",
      "docker",
      "--network",
      "host",
      "--build-arg",
      `BASE_IMAGE=${baseImage}`,
      "--tag",
      options.tag,
      ".",
    ],
    { log: "build.log" },
  );
  const healthcheck = must("podman", ["image", "inspect", "--format", "{{json .HealthCheck}}", options.tag]);
  if (!healthcheck.includes("healthz")) fail(`the image has no health check: ${healthcheck}`);
  return `${options.tag}, ${must("podman", ["image", "inspect", "--format", "{{.Size}}", options.tag])} bytes, health check kept`;
};

const removeContainerAndVolume = () => {
  run("podman", ["rm", "--force", "--time", "5", container]);
  run("podman", ["volume", "rm", "--force", volume]);
};

const startContainer = (): string => {
  removeContainerAndVolume();
  must("podman", ["volume", "create", volume]);
  const id = must("podman", [
    "run",
    "--detach",
    "--name",
    container,
    "--network",
    "host",
    "--env",
    `PORT=${options.port}`,
    "--env",
    "HOST=127.0.0.1",
    "--volume",
    `${volume}:/data`,
    options.tag,
  ]);
  return `container ${id.slice(0, 12)} with volume ${volume} at /data, port ${options.port}`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitUntilHealthy = async (): Promise<string> => {
  const started = Date.now();
  let last = "";
  while (Date.now() - started < 180_000) {
    const state = must("podman", ["inspect", "--format", "{{.State.Status}}", container]);
    if (state !== "running") fail(`the container is ${state}:\n${lastLines(run("podman", ["logs", container]).output)}`);
    const check = run("podman", ["healthcheck", "run", container]);
    last = check.output.trim();
    if (check.code === 0)
      return `podman healthcheck run: ${last || "healthy"} after ${((Date.now() - started) / 1000).toFixed(1)} s`;
    await sleep(1000);
  }
  return fail(`not healthy after 180 s; last answer: ${last}`);
};

const fetchPage = async (path: string): Promise<string> => {
  const response = await fetch(`${base}${path}`, { redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) fail(`GET ${path} answered ${response.status}`);
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  if (!title) fail(`GET ${path} answered 200 without a page title`);
  return `GET ${path} → 200, ${html.length} bytes, "${title}"`;
};

const email = `image-check-${randomUUID().slice(0, 8)}@acme.example`;

const postLead = async (): Promise<string> => {
  const response = await fetch(`${base}/functions/v1/send-contact-sales`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "idempotency-key": randomUUID() },
    body: JSON.stringify({ ...contactSalesInput({ email }), website: "" }),
  });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 200 || !body.id) fail(`POST send-contact-sales answered ${response.status}: ${JSON.stringify(body)}`);
  return `POST /functions/v1/send-contact-sales → ${response.status}, lead ${body.id}`;
};

/** The lead with this check's address among those `npm run leads -- export` prints from `command`. */
const exportedLead = (command: string[]): string => {
  const output = must("podman", [...command, "npm", "run", "--silent", "leads", "--", "export"]);
  const leads = JSON.parse(output) as { email?: string; id?: string }[];
  const lead =
    leads.find((candidate) => candidate.email === email) ?? fail(`no lead from ${email} among ${leads.length} exported`);
  return `npm run leads -- export lists ${leads.length} lead${leads.length === 1 ? "" : "s"}, among them ${lead.email} (${lead.id})`;
};

const runsAsNonRoot = (): string => {
  const [uid, user, serverUid] = must("podman", ["exec", container, "sh", "-c", "id -u; id -un; stat -c %u /proc/1"]).split("\n");
  if (uid === "0" || serverUid === "0") fail(`runs as root (exec uid ${uid}, server uid ${serverUid})`);
  return `id -u → ${uid} (${user}); the server, pid 1, runs as uid ${serverUid}`;
};

const stopContainer = (): string => {
  must("podman", ["stop", "--time", "20", container]);
  const code = must("podman", ["inspect", "--format", "{{.State.ExitCode}}", container]);
  if (code !== "0") fail(`the server exited with ${code} on SIGTERM:\n${lastLines(run("podman", ["logs", container]).output)}`);
  return "stopped on SIGTERM, exit code 0";
};

// ---- the run ---------------------------------------------------------------------------------------------------

mkdirSync(logDirectory, { recursive: true });
let failed = false;
try {
  await step("Tools", () => {
    if (process.getuid?.() !== 0) fail("debootstrap and rootful Podman need root.");
    for (const tool of ["debootstrap", "podman", "runc"]) {
      if (run("sh", ["-c", `command -v ${tool}`]).code !== 0)
        fail(`${tool} is not installed (apt-get install debootstrap podman runc).`);
    }
    return `${must("podman", ["--version"])}, runc ${must("runc", ["--version"]).split("\n")[0]?.split(" ")[2]}`;
  });
  if (run("podman", ["image", "exists", baseImage]).code === 0) {
    await step("Base image", () => `reused ${baseImage} (podman rmi it to make it again)`);
  } else {
    await step("Debian bookworm root file system", makeRootFileSystem);
    await step("Node, npm and the node user", addNodeAndUser);
    await step("Base image", importBaseImage);
  }
  await step(`podman build --build-arg BASE_IMAGE=${baseImage}`, buildImage);
  await step("Start with a named volume", startContainer);
  await step("Health check", waitUntilHealthy);
  await step("Home page", () => fetchPage("/"));
  await step("Pricing page", () => fetchPage(pagePath("pricing")));
  await step("Lead", postLead);
  await step("Lead stored, read through the running server", () => exportedLead(["exec", container]));
  await step("Not root", runsAsNonRoot);
  await step("Stop", stopContainer);
  await step("Lead kept in the volume, read by a new container", () =>
    exportedLead(["run", "--rm", "--network", "host", "--volume", `${volume}:/data`, options.tag]),
  );
  console.log("The image builds, serves the pages, stores leads in its volume, runs as node and passes its health check.");
} catch (error) {
  failed = true;
  console.log(`   FAILED: ${error instanceof StepFailed ? error.message : (error as Error).stack}`);
} finally {
  removeContainerAndVolume();
}
process.exitCode = failed ? 1 : 0;

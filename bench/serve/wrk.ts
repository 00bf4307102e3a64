/**
 * Load generation with wrk (Debian's `wrk`, C, one thread). Chosen over autocannon: in Node, autocannon saturates
 * near 6,000 requests per second on a 2-core machine, a quarter of what nginx serves, so it would measure itself.
 */
import { spawn } from "node:child_process";
import { findExecutable } from "./find-executable.ts";

export const wrkPath = (): string | undefined => findExecutable("wrk");

export type LoadOptions = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Socket errors plus responses outside 2xx/3xx. */
  errors: number;
};

const toMs = (value: string, unit: string): number => {
  const number = Number(value);
  if (unit === "us") return number / 1000;
  if (unit === "s") return number * 1000;
  if (unit === "m") return number * 60_000;
  return number;
};

/** Reads the figures out of wrk's `--latency` report. */
export const parseWrkReport = (report: string): LoadResult => {
  const rps = report.match(/Requests\/sec:\s+([\d.]+)/);
  const p99 = report.match(/^\s*99%\s+([\d.]+)(us|ms|s|m)\b/m);
  const requests = report.match(/(\d+) requests in/);
  if (!rps || !p99 || !requests) throw new Error(`Could not read wrk's report:\n${report}`);
  const socketErrors = report.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const non2xx = report.match(/Non-2xx or 3xx responses: (\d+)/);
  const errors =
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) + Number(non2xx?.[1] ?? 0);
  return { requestsPerSecond: Number(rps[1]), p99Ms: toMs(p99[1]!, p99[2]!), requests: Number(requests[1]), errors };
};

export const runWrk = ({ url, headers, connections, seconds }: LoadOptions): Promise<LoadResult> => {
  const executable = wrkPath();
  if (!executable) return Promise.reject(new Error("wrk is not installed (apt-get install wrk)"));
  if (!new URL(url).hostname.startsWith("127."))
    return Promise.reject(new Error(`Refusing to load anything but loopback: ${url}`));
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "5s", "--latency", ...headerArgs, url];
  return new Promise((resolveRun, reject) => {
    const child = spawn(executable, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with code ${code}:\n${output}`));
      try {
        resolveRun(parseWrkReport(output));
      } catch (error) {
        reject(error);
      }
    });
  });
};

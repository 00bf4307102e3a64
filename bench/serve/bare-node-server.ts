/**
 * The floor of any Node server, for comparison: a bare `node:http` handler, in a process of its own, answering each
 * benchmarked path with the very bytes and headers the production server sends for it (held in memory, no log line,
 * no routing). Whatever this cannot reach, no server on Node's HTTP stack can.
 */
import { spawn } from "node:child_process";
import { get } from "node:http";
import { freeLoopbackPort, type RunningServer, stopChild, waitUntilHealthy } from "#tooling/production-server.ts";

/** Per path and `Accept-Encoding`, the answer to give: its headers and its body, base64. */
export type BareAnswers = Record<string, { headers: Record<string, string>; body: string }>;

/** The child's whole program: answers from BARE_ANSWERS (keyed by path and encoding), 404 otherwise. */
const program = `
const { createServer } = require("node:http");
const answers = new Map(Object.entries(JSON.parse(process.env.BARE_ANSWERS)).map(([key, { headers, body }]) => [key, { headers, body: Buffer.from(body, "base64") }]));
createServer((request, response) => {
  const answer = answers.get(request.url + " " + (request.headers["accept-encoding"] ?? ""));
  if (!answer) { response.writeHead(request.url === "/healthz" ? 200 : 404).end(); return; }
  response.writeHead(200, answer.headers).end(answer.body);
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

/** Headers a server writes for each answer by itself. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** An answer exactly as sent: its headers and its body still encoded (node:http's client decodes nothing). */
const answerOf = (url: string, encoding: string): Promise<BareAnswers[string]> =>
  new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const headers = Object.entries(response.headers).filter(([name]) => !OWN_HEADERS.has(name));
        resolve({
          headers: Object.fromEntries(headers.map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString("base64"),
        });
      });
    }).on("error", reject);
  });

/** Asks `origin` for each path with each encoding, and starts a bare server that answers exactly so. */
export const startBareNodeServer = async (
  origin: string,
  requests: readonly { path: string; encoding: string }[],
): Promise<RunningServer> => {
  const answers: BareAnswers = {};
  for (const { path, encoding } of requests) answers[`${path} ${encoding}`] = await answerOf(`${origin}${path}`, encoding);
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, ["-e", program], {
    env: { ...process.env, PORT: String(port), BARE_ANSWERS: JSON.stringify(answers) },
    stdio: "ignore",
  });
  const serverOrigin = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(`${serverOrigin}/healthz`, child, "bare node:http server");
  return { origin: serverOrigin, port, pid: child.pid as number, stop: () => stopChild(child) };
};

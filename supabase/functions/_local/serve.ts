/**
 * Serves the three functions on one local port under /functions/v1/<name>, as Supabase's gateway does, for the
 * tests and the benchmark. Each entry point runs unchanged: its call to Deno.serve is caught and its handler routed.
 * Folders starting with "_" are not deployed. Prints "listening on <port>" once ready (PORT, or any free port).
 */
type Handler = (request: Request) => Response | Promise<Response>;

const handlers = new Map<string, Handler>();
const entryPoints: [string, () => Promise<unknown>][] = [
  ["send-contact-sales", () => import("../send-contact-sales/index.ts")],
  ["send-contact-message", () => import("../send-contact-message/index.ts")],
  ["deliver-outbox", () => import("../deliver-outbox/index.ts")],
];

const serve = Deno.serve;
for (const [name, load] of entryPoints) {
  // biome-ignore lint/suspicious/noExplicitAny: Deno.serve has several signatures; the entry points use (handler).
  (Deno as any).serve = (handler: Handler) => {
    handlers.set(name, handler);
    return { finished: Promise.resolve(), shutdown: async () => {}, ref() {}, unref() {} };
  };
  await load();
}
// biome-ignore lint/suspicious/noExplicitAny: restoring the original.
(Deno as any).serve = serve;

serve(
  {
    hostname: "127.0.0.1",
    port: Number(Deno.env.get("PORT") ?? 0),
    onListen: ({ port }) => console.log(`listening on ${port}`),
  },
  (request) => {
    const name = /^\/functions\/v1\/([^/]+)\/?$/.exec(new URL(request.url).pathname)?.[1] ?? "";
    const handler = handlers.get(name);
    if (handler) return handler(request);
    return new Response(JSON.stringify({ error: `There is no function named "${name}".` }), {
      status: 404,
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
  },
);

/**
 * The benchmark's baseline: a bare node:http handler that parses the JSON body and makes the same insert as the
 * send-contact-sales function (storeLead: the lead and its e-mail job in one transaction), with none of the
 * server's routing, checks, validation or logging. Reads PORT, and DATABASE_URL or DATA_DIR.
 */
import { createServer } from "node:http";
import { openDatabase } from "#server/db/database.ts";
import { storeLead } from "#server/db/lead-store.ts";

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDirectory: process.env.DATA_DIR! });

const server = createServer((request, response) => {
  if (request.method === "GET") {
    response.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    return;
  }
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", async () => {
    try {
      const { page, attribution, website: _honeypot, ...fields } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const outcome = await storeLead(database.db, {
        formType: "contact-sales",
        fields,
        email: fields.email,
        page,
        attribution,
        spam: false,
        idempotencyKey: String(request.headers["idempotency-key"]),
        requestFingerprint: "",
        channels: ["email"],
        deliverFrom: new Date(),
      });
      const id = outcome.status === "key-reused" ? null : outcome.id;
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: true, id }));
    } catch {
      response.writeHead(500).end();
    }
  });
});

server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => database.close().then(() => process.exit(0))));

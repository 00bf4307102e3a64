/** Local stand-ins for the sales inbox's SMTP server, a Slack/CRM webhook and HubSpot's Forms API, on loopback ports. */
import { createServer, type Server } from "node:http";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** The message with quoted-printable undone. */
  decoded: string;
  /** A header's value, unfolded; names are case-insensitive. */
  header: (name: string) => string | undefined;
};

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) back to text; whitespace between two of them goes. */
const decodeEncodedWords = (value: string): string =>
  value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
    });

const headerReader = (raw: string) => {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return (name: string) => headers.get(name.toLowerCase());
};

/** Quoted-printable bodies broken back into plain text, so a test can search the message for what was sent. */
export const decodeQuotedPrintable = (raw: string): string =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export type SmtpSink = { url: string; port: number; mails: ReceivedMail[]; close: () => Promise<void> };

export const startSmtpSink = async (port = 0): Promise<SmtpSink> => {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
          header: headerReader(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const bound = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type WebhookSink = {
  url: string;
  received: { headers: Record<string, string | string[] | undefined>; body: unknown }[];
  /** The status the next requests get; 200 by default. */
  respondWith: (status: number) => void;
  close: () => Promise<void>;
};

export const startWebhookSink = async (): Promise<WebhookSink> => {
  const received: WebhookSink["received"] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      response.writeHead(status, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    respondWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type HubSpotSubmissionReceived = {
  /** `/{portalId}/{formId}` under the stand-in's base URL. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: {
    fields: { objectTypeId: string; name: string; value: string }[];
    context?: Record<string, string>;
    [other: string]: unknown;
  };
  /** The status it was answered with. */
  status: number;
};

export type HubSpotSink = {
  /** What HUBSPOT_FORMS_URL is set to. */
  url: string;
  received: HubSpotSubmissionReceived[];
  /** The submissions answered 200, which HubSpot would have recorded. */
  accepted: () => HubSpotSubmissionReceived[];
  /** The status (and JSON body) the next requests get; 200 with HubSpot's thank-you by default. */
  respondWith: (status: number, body?: unknown) => void;
  close: () => Promise<void>;
};

/** Stands in for HubSpot's Forms API: records each submission and answers as told. */
export const startHubSpotSink = async (): Promise<HubSpotSink> => {
  const received: HubSpotSubmissionReceived[] = [];
  const accepted = { inlineMessage: "Thanks for submitting the form." };
  let answer: { status: number; body: unknown } = { status: 200, body: accepted };
  const base = "/submissions/v3/integration/submit";
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        path: (request.url ?? "").slice(base.length),
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
        status: answer.status,
      });
      response.writeHead(answer.status, { "Content-Type": "application/json;charset=utf-8" }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${base}`,
    received,
    accepted: () => received.filter((submission) => submission.status === 200),
    respondWith: (status, body) => {
      answer = { status, body: body ?? (status === 200 ? accepted : { status: "error", message: "Internal error" }) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Drives one server with autocannon: valid contact-sales submissions, each with its own Idempotency-Key and client address. */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { FUNCTIONS_PATH } from "#server/functions/functions-path.ts";
import { contactSalesInput } from "#tooling/sample-leads.ts";

export type LoadFigures = {
  acceptedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  accepted: number;
  refused: number;
  errors: number;
};

export const CONNECTIONS = 32;

const submission = JSON.stringify({
  ...contactSalesInput(),
  page: "/contact-sales",
  attribution: { utm_source: "newsletter", utm_campaign: "spring" },
  website: "",
});

/** A different client address per request (10.x.y.z), so the per-client rate limit is exercised but never hit. */
const randomClient = () => `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}`;

export const loadServer = async (origin: string, seconds: number): Promise<LoadFigures> => {
  const host = new URL(origin).host;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: `${FUNCTIONS_PATH}/send-contact-sales`,
        headers: { "content-type": "application/json", origin: `http://${host}` },
        body: submission,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "idempotency-key": randomUUID(), "x-forwarded-for": randomClient() },
        }),
      },
    ],
  });
  return {
    acceptedPerSecond: result["2xx"] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    accepted: result["2xx"],
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

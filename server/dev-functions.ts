/**
 * The backend functions for `npm run dev`: the production functions app and outbox worker, on an embedded database
 * of their own (`data/dev`, or DATA_DIR), so the forms can be tried in development and a running production server
 * keeps its database to itself. Returns a Node request listener for the Vite plugin in vite.config.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { readServerConfig } from "./config.ts";
import { FUNCTIONS_PATH } from "./functions/functions-path.ts";
import { startLeadCapture } from "./lead-capture.ts";
import { createLogger } from "./logger.ts";

export type DevFunctions = {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  stop: () => Promise<void>;
};

/** `port`: where the development server listens, whose local origins may call the functions unless SITE_URL is set. */
export const startDevFunctions = async (port: number): Promise<DevFunctions> => {
  const config = readServerConfig();
  const dataDirectory = process.env.DATA_DIR?.trim() ? config.dataDirectory : join(config.projectRoot, "data", "dev");
  const logger = createLogger(config.logLevel);
  const leadCapture = await startLeadCapture({ ...config, dataDirectory }, logger, { localPorts: [port] });
  const app = new Hono().route(FUNCTIONS_PATH, leadCapture.functionsApp);
  const listener = getRequestListener(app.fetch);
  return { handle: async (request, response) => listener(request, response), stop: leadCapture.stop };
};

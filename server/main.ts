/** Starts the production server: loads the build, serves it, and shuts down gracefully on SIGTERM/SIGINT. */
import { createServer } from "node:http";
import { settingsOrExit } from "#core/environment-variables.ts";
import { DataDirectoryInUseError } from "#server/db/data-directory-lock.ts";
import { resolveDrizzleModulesDirectly } from "#server/db/drizzle-module-resolution.ts";
import { ANALYTICS_PROXY_PATH, createAnalyticsProxy } from "./analytics-proxy.ts";
import { createApp } from "./app.ts";
import { clientAddress } from "./client-address.ts";
import { configurationWarnings, readServerConfig } from "./config.ts";
import { createFormPostApp } from "./form-posts/form-post-app.ts";
import { FUNCTIONS_PATH } from "./functions/functions-path.ts";
import { createLogger } from "./logger.ts";
import { readableLogOnATerminal } from "./readable-log.ts";
import { requestTimeoutOptions } from "./request-timeouts.ts";
import { pageCspOptions } from "./security-headers.ts";
import { serverListener } from "./static-fast-path.ts";
import { loadStaticSite } from "./static-site.ts";

const config = settingsOrExit(() => readServerConfig());
const logger = createLogger(config.logLevel, readableLogOnATerminal());
for (const warning of configurationWarnings(config)) logger.warn(warning);
const site = (() => {
  try {
    return loadStaticSite(config.buildDirectory);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();

// Lead capture (and with it drizzle-orm) is imported only once its modules can be resolved without the waste.
resolveDrizzleModulesDirectly();
const { startLeadCapture } = await import("./lead-capture.ts");
const leadCapture = await startLeadCapture(config, logger).catch((error: unknown) => {
  // Another server holds the embedded database: a fact for the operator, not a crash.
  if (!(error instanceof DataDirectoryInUseError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
});

const analyticsProxy = config.analyticsProxy
  ? createAnalyticsProxy({ upstream: config.posthogHost, logger, clientAddress: (c) => clientAddress(c, config.trustProxyHops) })
  : undefined;

const csp = pageCspOptions(config);
// Without JavaScript the forms post to their own pages, which answer through the same functions.
const formPosts = createFormPostApp({
  site,
  functionsApp: leadCapture.functionsApp,
  logger,
  csp,
  trustProxyHops: config.trustProxyHops,
});

const app = createApp({
  site,
  logger,
  csp,
  mounts: {
    "/": formPosts,
    [FUNCTIONS_PATH]: leadCapture.functionsApp,
    ...(analyticsProxy ? { [ANALYTICS_PROXY_PATH]: analyticsProxy } : {}),
  },
  healthCheck: leadCapture.database.ping,
  trustProxyHops: config.trustProxyHops,
});

const server = createServer(
  requestTimeoutOptions,
  serverListener({ app, site, csp, logger, hostname: config.host, trustProxyHops: config.trustProxyHops }),
);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, host: config.host }, `listening on http://localhost:${port}`);
});

let shuttingDown = false;
const shutdown = (signal: string) => {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down: finishing open requests");
  const forceExit = setTimeout(() => {
    logger.warn("open requests did not finish in time; exiting");
    process.exit(1);
  }, config.shutdownTimeoutMs);
  forceExit.unref();
  server.close(() => {
    leadCapture.stop().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error }, "could not stop lead capture cleanly");
        process.exit(1);
      },
    );
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
};
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

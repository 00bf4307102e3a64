import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { buildSettingsDefine, parseBuildSettings } from "#core/build-settings.ts";
import { contentFiles } from "#core/content-files.ts";
import { contentProblems } from "#core/content-validation.ts";
import { settingsOrExit } from "#core/environment-variables.ts";
import { browserPagePathModule } from "#core/page-path-map.ts";
import { interSubsetPlugin } from "#scripts/build-steps/inter-subset.ts";
import type { DevFunctions } from "#server/dev-functions.ts";
import { FUNCTIONS_PATH } from "#server/functions/functions-path.ts";

/**
 * `npm run dev` answers /functions/v1/* with the server's own functions app (server/dev-functions.ts), so the forms
 * work in development. Imported by Node when the server starts (opening the database takes seconds, better spent
 * before the first form is sent), never bundled into this config.
 */
const backendFunctions = (): Plugin => ({
  name: "northstar-backend-functions",
  apply: "serve",
  configureServer(server) {
    let started: Promise<DevFunctions> | undefined;
    const devFunctions = () => {
      started ??= import(pathToFileURL(join(server.config.root, "server", "dev-functions.ts")).href).then(
        (module: { startDevFunctions: (port: number) => Promise<DevFunctions> }) => {
          const address = server.httpServer?.address();
          return module.startDevFunctions(typeof address === "object" && address ? address.port : 0);
        },
      );
      return started;
    };
    server.httpServer?.once("listening", () => {
      devFunctions().catch((error: Error) => server.config.logger.error(`backend functions: ${error.message}`));
    });
    server.httpServer?.once("close", () => {
      started?.then((functions) => functions.stop());
    });
    server.middlewares.use((request, response, next) => {
      if (!request.url?.startsWith(`${FUNCTIONS_PATH}/`)) return next();
      devFunctions()
        .then((functions) => functions.handle(request, response))
        .catch(next);
    });
  },
});

/**
 * The content files are checked before anything is built: a bad edit stops the build (and the development server)
 * with one line per problem naming the file, the field and what is expected.
 */
const contentChecks = (): Plugin => {
  let root = "";
  return {
    name: "northstar-content-checks",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      for (const entry of contentFiles) this.addWatchFile(join(root, entry.file));
      const problems = contentProblems(root);
      if (problems.length > 0) this.error(`The content has ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
};

/**
 * The browser's map of page paths is made from the declarations (core/pages.ts) by the build: in the browser's bundle,
 * core/page-path-map.ts is the map alone, so no page loads the declarations, their schemas or zod.
 */
const browserPagePaths = (): Plugin => {
  const mapModule = join(import.meta.dirname, "core", "page-path-map.ts");
  return {
    name: "northstar-browser-page-paths",
    load(id) {
      if (this.environment.name !== "client" || id.split("?")[0] !== mapModule) return undefined;
      return browserPagePathModule();
    },
  };
};

const sharedByEveryPage = [
  /[\\/]app[\\/]components[\\/](ui|layout|page)[\\/]/,
  /[\\/]app[\\/]components[\\/]dialogs[\\/]dialogs-context/,
  /[\\/]app[\\/]lib[\\/](cn|page-head|attribution)\./,
  /[\\/]app[\\/]lib[\\/]analytics[\\/](page-view|load-analytics-client)\./,
  /[\\/]core[\\/](truncate|content-placeholders|content-facts|format-price|format-number)\./,
  /[\\/]content[\\/](site|navigation|canonical|og-image)\./,
  /[\\/]node_modules[\\/](clsx|class-variance-authority)[\\/]/,
];

const loadedWhereUsed =
  /[\\/]ui[\\/](dialog|input|textarea|select|label|table|price|contents-menu|section-menu|check-list|linked-emails)\.tsx?$/;
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/** Vite's preload helper: a few hundred bytes, needed wherever React is (rolldown keeps its own runtime apart). */
const preloadHelper = /^\0vite\/preload-helper/;

/**
 * The sections the product pages share (plan cards, FAQ, claims, content icons): one request on the pages that show them,
 * instead of five small files each paying its own round trip and response headers.
 */
const productSections = [
  /[\\/]app[\\/]components[\\/](content-icon|pricing[\\/]plan-cards|faq[\\/]faq-accordion|proof[\\/]claims)\./,
  /[\\/]content[\\/](faq|claims)\./,
  /[\\/]node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/](check|star)\./,
];

export default defineConfig(({ mode }) => ({
  // Every VITE_* setting parsed once, here, from the environment and Vite's .env files: an invalid one stops the build
  // or the development server with one line naming it. The bundle holds the parsed settings (core/build-settings.ts).
  define: buildSettingsDefine(settingsOrExit(() => parseBuildSettings(loadEnv(mode, import.meta.dirname, "VITE_")))),
  plugins: [contentChecks(), browserPagePaths(), interSubsetPlugin(), backendFunctions(), tailwindcss(), reactRouter()],
  // The development server pre-bundles the dependencies of every module, lazy ones included (the forms, the
  // toaster), when it starts: found later, they would make it reload the page the visitor is typing into.
  optimizeDeps: { entries: ["app/**/*.{ts,tsx}"] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // A slow machine otherwise adds a paragraph on plugin timings to every build's output.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // React, React DOM and React Router change together and load on every page: one file compresses
          // better than several and is cached once.
          groups: [
            {
              name: "framework",
              test: (id: string) => framework.test(id) || preloadHelper.test(id),
            },
            // The frame and design system every page uses: one request instead of a dozen tiny ones. Primitives only
            // some pages or the lazy forms use stay out: dialog and form controls load when a dialog or form is
            // first needed; the table, the in-page menus, the check list and the linked addresses with the pages that
            // have them (the home page, at its budget, has none of them).
            {
              name: "site",
              test: (id: string) => sharedByEveryPage.some((pattern) => pattern.test(id)) && !loadedWhereUsed.test(id),
            },
            { name: "sections", test: (id: string) => productSections.some((pattern) => pattern.test(id)) },
          ],
        },
      },
    },
  },
}));

/**
 * Node 24 decides the format of each module it loads by reading its package's package.json and, on the way,
 * parsing the whole "exports" map again. drizzle-orm's package.json is 179 KB and the server loads a few hundred of
 * its modules: about 200 MB of garbage at start, half of which the idle server kept (nothing made V8 collect it).
 * drizzle-orm is an ES module package whose modules import each other by relative `.js` paths, so those imports
 * are resolved here, by the URL alone, and everything else goes on to Node as before.
 */
import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";

let registered = false;

/** Call before drizzle-orm is first imported: a static import is resolved before any of the importer's code runs. */
export const resolveDrizzleModulesDirectly = (): void => {
  if (registered) return;
  registered = true;
  const packageRoot = new URL(".", import.meta.resolve("drizzle-orm")).href;
  const { type } = JSON.parse(readFileSync(new URL("package.json", packageRoot), "utf8")) as { type?: string };
  if (type !== "module") return;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (!parent?.startsWith(packageRoot) || !specifier.startsWith(".") || !specifier.endsWith(".js"))
        return nextResolve(specifier, context);
      return { url: new URL(specifier, parent).href, format: "module", shortCircuit: true };
    },
  });
};

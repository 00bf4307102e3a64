import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, importsOf } from "#tests/support/module-imports.ts";
import { projectRoot } from "#tooling/project-root.ts";

/**
 * Which project folders each folder may import. core/ holds pure rules and imports no other folder; content/ is the
 * copy and what is derived from it, on core/ alone. What tests, benchmarks and scripts share lives in tooling/, which
 * imports none of them; tests may import the scripts they test, benchmarks only the build steps they time.
 */
const allowedTargets: Record<string, readonly string[]> = {
  "core/": ["core/"],
  "content/": ["content/", "core/"],
  "tooling/": ["tooling/", "core/", "server/", "content/"],
  "scripts/": ["scripts/", "tooling/", "app/", "core/", "server/", "content/"],
  "bench/": ["bench/", "tooling/", "scripts/build-steps/", "app/", "core/", "server/", "content/"],
  "tests/": ["tests/", "tooling/", "scripts/", "app/", "core/", "server/", "content/", "supabase/"],
};

const packageImports: Record<string, string> = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")).imports;

/** The project file a specifier names, as a path from the root; undefined for a package or a built-in module. */
const projectFileOf = (specifier: string, importer: string): string | undefined => {
  if (specifier.startsWith(".")) return normalize(join(dirname(importer), specifier));
  for (const [pattern, target] of Object.entries(packageImports)) {
    const prefix = pattern.replace(/\*$/, "");
    if (specifier.startsWith(prefix)) return normalize(target.replace(/\*$/, specifier.slice(prefix.length)));
  }
  return undefined;
};

const importsAgainstTheDirections = (): string[] =>
  Object.entries(allowedTargets).flatMap(([folder, allowed]) =>
    filesUnder(folder, [".ts", ".tsx"]).flatMap((file) =>
      importsOf(file)
        .map((specifier) => ({ specifier, target: projectFileOf(specifier, file) }))
        .filter(({ target }) => target !== undefined && !allowed.some((prefix) => target.startsWith(prefix)))
        .map(({ specifier }) => `${file} imports ${specifier} (${folder} may import only ${allowed.join(", ")})`),
    ),
  );

describe("the project's folders", () => {
  it("import each other one way: core/ nothing, content/ core/ alone, tests and benchmarks tooling/ and the build steps", () => {
    expect(importsAgainstTheDirections()).toEqual([]);
  });
});

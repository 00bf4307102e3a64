import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { filesUnder, importsOf } from "#tests/support/module-imports.ts";
import { projectRoot } from "#tooling/project-root.ts";

const sourceFolders = ["app", "core", "content", "server", "scripts", "tests", "bench", "tooling"];
const configFiles = ["vite.config.ts", "react-router.config.ts", "playwright.config.ts", "vitest.config.ts", "drizzle.config.ts"];

/** Declared packages no file imports, each used some other way. */
const usedWithoutAnImport: Record<string, string> = {
  "@biomejs/biome": "the `biome` command behind `npm run lint` and `npm run format`, configured in biome.json",
  node: "the Node 24 every npm script runs on",
  deno: "the Deno that serves the Supabase functions for their tests and the lead benchmark (tooling/deno-functions.ts)",
};

const packageJson = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8"));
const declared = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });

/** The package a specifier names (`@scope/name` or `name`), or undefined for the project's own files and Node's modules. */
const packageOf = (specifier: string): string | undefined => {
  if (/^(\.|\/|#|~|virtual:|node:)/.test(specifier) || isBuiltin(specifier)) return undefined;
  const [first = "", second = ""] = specifier.split("/");
  return first.startsWith("@") ? `${first}/${second}` : first;
};

/** `@types/node` types `node`; `@types/babel__core` types `@babel/core`. */
const typedPackage = (name: string): string | undefined =>
  name.startsWith("@types/") ? name.slice("@types/".length).replace(/^(.+)__/, "@$1/") : undefined;

const typesPackageOf = (name: string) => `@types/${name.replace(/^@(.+)\//, "$1__")}`;

/**
 * Each imported package with the files that import it. tsconfig's `types` count as imported by tsconfig.json: "node"
 * is `@types/node`, "vite/client" is part of `vite`.
 */
const importedPackages = (): Map<string, string[]> => {
  const files = [...sourceFolders.flatMap((folder) => filesUnder(folder, [".ts", ".tsx", ".css"])), ...configFiles];
  const importers = new Map<string, string[]>();
  const add = (name: string, file: string) => importers.set(name, [...(importers.get(name) ?? []), file]);
  for (const file of files) {
    for (const name of new Set(importsOf(file).map(packageOf))) if (name) add(name, file);
  }
  const tsconfig = ts.readConfigFile(join(projectRoot, "tsconfig.json"), ts.sys.readFile).config;
  for (const type of tsconfig.compilerOptions.types ?? []) {
    const name = packageOf(type) ?? type;
    add(declared.includes(typesPackageOf(name)) ? typesPackageOf(name) : name, "tsconfig.json");
  }
  return importers;
};

describe("package.json", () => {
  const imported = importedPackages();

  it("declares every package the code imports, so npm ci installs it on purpose rather than as another's dependency", () => {
    const undeclared = [...imported.entries()]
      .filter(([name]) => !declared.includes(name))
      .map(([name, files]) => `${name} (imported by ${files.join(", ")})`);
    expect(undeclared).toEqual([]);
  });

  it("declares no package that nothing imports", () => {
    const unused = declared.filter((name) => {
      const typed = typedPackage(name);
      return !imported.has(name) && !(typed && imported.has(typed)) && !(name in usedWithoutAnImport);
    });
    expect(unused).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#tooling/project-root.ts";

const readJson = (path: string) => JSON.parse(readFileSync(join(projectRoot, path), "utf8"));
const denoImports: Record<string, string> = readJson("supabase/functions/deno.json").imports;
const { dependencies, devDependencies } = readJson("package.json");
const declared: Record<string, string> = { ...dependencies, ...devDependencies };

/** `npm:hono@4.13.19`, `npm:/hono@4.13.19/` and `npm:zod@4.6.7/mini` name a package and its version. */
const pinnedPackage = (target: string): { name: string; version: string } | undefined => {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(target);
  return match?.[1] && match[2] ? { name: match[1], version: match[2] } : undefined;
};

describe("the Supabase functions' import map", () => {
  it("pins every npm package at the version package.json installs for the Node server", () => {
    const pins = Object.values(denoImports).flatMap((target) => {
      const pinned = pinnedPackage(target);
      return pinned ? [pinned] : [];
    });
    expect(pins.length).toBeGreaterThan(0);
    expect(pins.filter(({ name, version }) => declared[name] !== version)).toEqual([]);
  });
});

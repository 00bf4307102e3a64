/**
 * A small build on disk for the static server's tests: each file written under a new temporary folder, with the
 * `.br` and `.gz` copies the build's compress step writes for a file over 512 bytes.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** Writes `files` (path in the build → body) and returns the build's folder. */
export const writeBuild = (prefix: string, files: Record<string, string>): string => {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, body] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, body);
    if (body.length > 512) {
      writeFileSync(`${full}.br`, brotliCompressSync(body));
      writeFileSync(`${full}.gz`, gzipSync(body));
    }
  }
  return root;
};

/** Writes .br and .gz beside every compressible file of the build, so the server never compresses per request. */
import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesIn } from "#server/build-output.ts";

const compressible = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".xml", ".txt", ".vcf", ".webmanifest"]);
/** Below this many bytes a compressed copy saves nothing worth a file. */
const MIN_BYTES = 512;

export const precompress = (buildDirectory: string): { files: number; bytesIn: number; bytesBrotli: number } => {
  let files = 0;
  let bytesIn = 0;
  let bytesBrotli = 0;
  for (const file of filesIn(buildDirectory)) {
    if (!compressible.has(extname(file))) continue;
    const body = readFileSync(file);
    if (body.byteLength < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    bytesIn += body.byteLength;
    bytesBrotli += brotli.byteLength;
  }
  return { files, bytesIn, bytesBrotli };
};

import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#content/prerender-paths.server.ts";

export default {
  ssr: false,
  // BUILD_OUT_DIR lets the build benchmark build into a temporary folder; scripts/postbuild.ts reads it too.
  buildDirectory: process.env.BUILD_OUT_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;

import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/prerender-paths.server.ts";

export default {
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;

/**
 * Runs `npm run build` with its output in a given folder and its blog posts from a given folder, and times it:
 * total, and the part before scripts/postbuild.ts starts (bundling and prerendering) versus after.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export type BuildTiming = { totalSeconds: number; bundleAndPrerenderSeconds: number; postbuildSeconds: number };

export type TimedBuildOptions = {
  projectRoot: string;
  outputDirectory: string;
  /** Where the posts come from; content/blog when undefined. */
  blogDirectory?: string;
  /**
   * Stop after the pages, 404.html, the sitemap, the feeds and their `_headers` (scripts/postbuild.ts's
   * `--pages-only`): no share images, search index, compression or content manager.
   */
  pagesOnly?: boolean;
};

export const timedBuild = ({ projectRoot, outputDirectory, blogDirectory, pagesOnly }: TimedBuildOptions): Promise<BuildTiming> =>
  new Promise((resolveBuild, reject) => {
    const started = performance.now();
    let postbuildStarted: number | undefined;
    const log: string[] = [];
    // npm hands the arguments after `--` to the build script's last command, scripts/postbuild.ts.
    const child = spawn("npm", ["run", "--silent", "build", ...(pagesOnly ? ["--", "--pages-only"] : [])], {
      cwd: projectRoot,
      env: { ...process.env, BUILD_OUT_DIR: outputDirectory, ...(blogDirectory ? { BLOG_CONTENT_DIR: blogDirectory } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (line: string) => {
      log.push(line);
      if (log.length > 40) log.shift();
      if (postbuildStarted === undefined && line.startsWith("postbuild:")) postbuildStarted = performance.now();
    };
    createInterface({ input: child.stdout }).on("line", keep);
    createInterface({ input: child.stderr }).on("line", keep);
    child.once("error", reject);
    child.once("exit", (code) => {
      const finished = performance.now();
      if (code !== 0) return reject(new Error(`The build failed (exit ${code}). Last lines:\n${log.join("\n")}`));
      const split = postbuildStarted ?? finished;
      resolveBuild({
        totalSeconds: (finished - started) / 1000,
        bundleAndPrerenderSeconds: (split - started) / 1000,
        postbuildSeconds: (finished - split) / 1000,
      });
    });
  });

/**
 * `npm run bench:build`: how long a full production build takes, and how that grows with the number of blog
 * posts (3 to 300, generated from the real posts). Every build goes to a temporary folder, never to ./build.
 * Prints a table and writes it to the "## Build" section of docs/performance.md.
 */
import { mkdtempSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writePerformanceSection } from "#bench/lighthouse/performance-doc.ts";
import { readPostTemplates, writeGeneratedPosts } from "#tooling/generated-posts.ts";
import { describeMachine } from "#tooling/machine.ts";
import { markdownTable } from "#tooling/markdown-table.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { type BuildTiming, timedBuild } from "#tooling/timed-build.ts";

const POST_COUNTS = [3, 30, 100, 300] as const;
const realBlogDirectory = join(projectRoot, "content", "blog");

type Row = { label: string; posts: number; timing: BuildTiming };

const templates = readPostTemplates(realBlogDirectory);
const scratch = mkdtempSync(join(tmpdir(), "northstar-bench-build-"));
// Prerendering imports the server bundle from the output folder, and its dependencies resolve from there.
const dependencies = join(scratch, "node_modules");
symlinkSync(join(projectRoot, "node_modules"), dependencies, "dir");
const rows: Row[] = [];

const build = async (label: string, posts: number, blogDirectory?: string) => {
  const outputDirectory = join(scratch, "out");
  process.stdout.write(`  ${label}: building … `);
  try {
    const timing = await timedBuild({ projectRoot, outputDirectory, blogDirectory });
    console.log(
      `${timing.totalSeconds.toFixed(1)}s (bundle and prerender ${timing.bundleAndPrerenderSeconds.toFixed(1)}s, postbuild ${timing.postbuildSeconds.toFixed(1)}s)`,
    );
    rows.push({ label, posts, timing });
  } finally {
    rmSync(outputDirectory, { recursive: true, force: true });
  }
};

console.log(`Build benchmark: ${POST_COUNTS.length + 1} production builds into ${scratch} (from 10 s to a few minutes each)`);
try {
  for (const count of POST_COUNTS) {
    const blogDirectory = join(scratch, `posts-${count}`);
    writeGeneratedPosts(templates, count, blogDirectory);
    await build(`${count} generated posts`, count, blogDirectory);
  }
  await build(`content/blog as it is (${templates.length} posts)`, templates.length);
} finally {
  unlinkSync(dependencies);
  rmSync(scratch, { recursive: true, force: true });
}

const baseline = rows.find((row) => row.label.startsWith(`${POST_COUNTS[0]} generated`));
const marginal = (row: Row): string => {
  if (!baseline || row === baseline || row.posts <= baseline.posts) return "–";
  const seconds = (row.timing.totalSeconds - baseline.timing.totalSeconds) / (row.posts - baseline.posts);
  return `${seconds.toFixed(3)} s`;
};

const table = markdownTable(
  [
    { header: "Build" },
    { header: "Posts", alignRight: true },
    { header: "Seconds", alignRight: true },
    { header: "Seconds per post", alignRight: true },
    { header: "Each post above 3", alignRight: true },
    { header: "Bundle + prerender", alignRight: true },
    { header: "Postbuild", alignRight: true },
  ],
  rows.map((row) => [
    row.label,
    String(row.posts),
    row.timing.totalSeconds.toFixed(1),
    (row.timing.totalSeconds / row.posts).toFixed(2),
    marginal(row),
    `${row.timing.bundleAndPrerenderSeconds.toFixed(1)} s`,
    `${row.timing.postbuildSeconds.toFixed(1)} s`,
  ]),
);

const notes = [
  "Run by `npm run bench:build`: `npm run build` (Vite bundle, prerender of every page, then `scripts/postbuild.ts`: 404 page, sitemap, feed, share images, brotli and gzip precompression) into a temporary `BUILD_OUT_DIR`; generated posts are read from `BLOG_CONTENT_DIR`, the last row from `content/blog` as it is. Builds run one after another, so file caches are warm.",
  "Generated posts are copies of the real posts of `content/blog` (same front matter fields and bodies) with their own slug, title and date and no `image`, so the build draws a share image for each, as for a new real post.",
  "*Seconds per post* is the whole build divided by the posts; *Each post above 3* is the extra time per post relative to the 3-post build. *Postbuild* starts at its first log line.",
  "Posts are parsed once per build (cached per folder), so prerendering grows linearly; most of the growth is postbuild: one share image and one brotli pass per post.",
];
const body = [describeMachine(), notes.map((note) => `- ${note}`).join("\n"), table].join("\n\n");
console.log(`\n${table}\n`);
writePerformanceSection("Build", body);

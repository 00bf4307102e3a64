import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // Generous: npm test runs the build and Lighthouse beside these tests; a passing test takes a few seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Most integration files wait on servers and child processes, so more files than cores keep the cores busy.
    fileParallelism: true,
    maxWorkers: 3,
    // `npm run test:unit` and `npm run test:integration` run one each; `npx vitest run` (what npm test runs) both.
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"] } },
    ],
  },
});

import { defineConfig } from "vitest/config";

// Measurements that are not tests (slow comparisons behind design choices): run on demand.
export default defineConfig({ test: { include: ["src/**/*.eval.ts"], environment: "node", testTimeout: 600_000, hookTimeout: 600_000 } });

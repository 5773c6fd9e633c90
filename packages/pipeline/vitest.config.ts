import { defineConfig } from "vitest/config";

// Ingest runs real tools (pdftoppm, ghostscript) on real papers: allow for a loaded 2-core machine.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000 } });

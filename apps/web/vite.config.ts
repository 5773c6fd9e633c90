import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";

// The API server listens on 8080 in development; the SPA is served from dist/ in production
// by that same server, so relative /api URLs work in both.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:8080", changeOrigin: false } },
  },
  preview: {
    proxy: { "/api": { target: "http://127.0.0.1:8080", changeOrigin: false } },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    // A hang guard, not a speed check: a jsdom test that clicks through a whole step takes 2–4 s
    // alone and over 5 s (Vitest's default) when the CI machine runs two test files at once.
    testTimeout: 20_000,
  },
});

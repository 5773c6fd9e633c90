import { defineConfig } from "@playwright/test";

// Browser tests: Debian's Chromium (browsers cannot be downloaded here) against the real built
// server, started by global-setup on a free port with a fresh data directory.
export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: "../.test-output/playwright",
  use: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});

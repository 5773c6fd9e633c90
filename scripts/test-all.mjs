#!/usr/bin/env node
// Runs every check and test runner, then prints one line "N passed, N failed" summing them all.
// Exits non-zero on any failure. Called by `npm test` after bootstrap (so everything is built).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, ".test-output");
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

function run(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${res.status ?? res.signal} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return res.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

// 1. Types and lint: one failure each if they fail (they are not test counts).
if (!run("check (tsc + import rules + eslint)", "npm", ["run", "--silent", "check"])) {
  failed += 1;
  problems.push("npm run check");
}

// 2. Vitest: unit and integration tests of every workspace.
const vitestJson = path.join(out, "vitest.json");
const vitestOk = run("vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (!vitestOk && (!v || (v.numFailedTests ?? 0) === 0)) {
  failed += 1; // the runner itself failed (e.g. a suite crashed at import)
  problems.push("vitest run");
}

// 3. Playwright: browser tests in Debian's Chromium against the real built server.
const pwJson = path.join(out, "playwright.json");
const pwOk = run("playwright (e2e)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
});
const p = readJson(pwJson);
if (p?.stats) {
  passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected ?? 0;
  skipped += p.stats.skipped ?? 0;
}
if (!pwOk && (!p?.stats || (p.stats.unexpected ?? 0) === 0)) {
  failed += 1;
  problems.push("playwright test");
}

if (problems.length) console.log(`\nfailed runners: ${problems.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

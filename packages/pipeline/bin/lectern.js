#!/usr/bin/env node
// Exists before the build (npm links bins at install time); the CLI itself is compiled TypeScript.
import("../dist/cli/lectern.js").catch((err) => {
  console.error(`lectern: ${err instanceof Error ? err.message : String(err)}\nRun "npm run build" first.`);
  process.exit(1);
});

import { defineConfig } from "vitest/config";

// One Vitest run over every workspace; each project keeps its own vitest config (environment,
// includes), so `npx vitest run` at the root equals running each workspace's tests.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "extension"],
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one file at a
    // time. Most integration tests wait on child processes (servers, TeX, ffmpeg) more than they
    // compute, so two files at a time nearly halve the run (measured: 1460 s → see README).
    maxWorkers: 2,
  },
});

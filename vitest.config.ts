import { defineConfig } from "vitest/config";

// One Vitest run over every workspace; each project keeps its own vitest config (environment,
// includes), so `npx vitest run` at the root equals running each workspace's tests.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "extension"],
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one file at a
    // time. Most integration tests wait on child processes (servers, TeX, ffmpeg) more than they
    // compute: two files at a time took the CI run's Vitest part from 1462 s to 1156 s. Three
    // were faster again (978 s) but starved the provider-key checks of CPU until they timed out.
    maxWorkers: 2,
  },
});

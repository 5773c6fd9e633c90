import { defineConfig } from "vitest/config";

// One Vitest run over every workspace; each project keeps its own vitest config (environment,
// includes), so `npx vitest run` at the root equals running each workspace's tests.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "extension"],
  },
});

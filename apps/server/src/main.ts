import { keepIngestWarm, loadMathSpeech, warmUpTagger } from "@lectern/pipeline";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { keepDataPrivate } from "./security/private-data.js";

// Reads the environment once (as worker.ts does for workers) and serves the API and the web app.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  keepDataPrivate(config.dataDir);
  const app = await buildApp(config);
  const shutdown = (signal: string) => {
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  // listen() resolves to the bound address, which differs from the config when PORT=0.
  const address = await app.listen({ port: config.port, host: config.host });
  const jobs = !config.redis ? "run here" : config.serveRunsJobs ? "redis queue, run here and by workers" : "redis queue, run by workers";
  // The maths speech engine loads once per process (about 0.4 s with its warm-up) and the bullet
  // tagger builds its matchers on first use (about 30 ms): both now, not inside the first paper's
  // ingest and script.
  warmUpTagger();
  keepIngestWarm(config.ingestLimits);
  loadMathSpeech().catch((err: unknown) => app.log.warn({ err }, "maths speech engine did not load; it will be tried again on the first paper"));
  app.log.info(`Lectern is serving on ${address} (database: ${config.databaseUrl ? "postgres" : "sqlite"}, jobs: ${jobs}, data: ${config.dataDir})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

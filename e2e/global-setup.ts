import { startFakeArchives } from "./fake-archives.js";
import { startFakeGoogle } from "./fake-google.js";
import { startFakeSarvam } from "./fake-sarvam.js";
import { startServer } from "./server.js";

// One server for the whole run; its address reaches the tests through the environment. Its
// arXiv and bioRxiv fetchers point at a local fake, so imports work offline and repeatably.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const archives = await startFakeArchives();
  const sarvam = await startFakeSarvam();
  // Google's consent page, token endpoint and the YouTube upload API, for the YouTube upload spec.
  const google = await startFakeGoogle();
  const server = await startServer({ ...archives.env, ...sarvam.env, ...google.env });
  process.env.E2E_BASE_URL = server.baseUrl;
  // Where the server keeps workspaces and its SQLite file: specs check what a deletion removed.
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_FAKE_GOOGLE_URL = google.url;
  return async () => {
    await server.stop();
    await archives.stop();
    await sarvam.stop();
    await google.stop();
  };
}

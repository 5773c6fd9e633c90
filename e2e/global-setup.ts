import { startFakeArchives } from "./fake-archives.js";
import { startFakeSarvam } from "./fake-sarvam.js";
import { startServer } from "./server.js";

// One server for the whole run; its address reaches the tests through the environment. Its
// arXiv and bioRxiv fetchers point at a local fake, so imports work offline and repeatably.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const archives = await startFakeArchives();
  const sarvam = await startFakeSarvam();
  const server = await startServer({ ...archives.env, ...sarvam.env });
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
    await archives.stop();
    await sarvam.stop();
  };
}

import { startServer } from "./server.js";

// One server for the whole run; its address reaches the tests through the environment.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { sendJson, startFakeServer } from "../test/fake-server.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

const ATOM = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry><id>http://arxiv.org/abs/0704.0001v1</id><published>2007-04-02T00:00:00Z</published>
  <title>A paper on the mirror</title><summary>Abstract.</summary><author><name>A. Author</name></author></entry>
</feed>`;

/**
 * A loopback mirror is trusted at the host AND port the operator configured: a redirect from it
 * to another port on the same loopback host (another local service) is refused before connecting.
 */
describe("a loopback arXiv mirror", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  let neighbour: Awaited<ReturnType<typeof startFakeServer>>;
  let mirror: Awaited<ReturnType<typeof startFakeServer>>;

  beforeAll(async () => {
    // Another service on the same host, which must never be reached through the mirror.
    neighbour = await startFakeServer((_req, res) => sendJson(res, 200, { secret: "internal" }));
    const neighbourPort = new URL(neighbour.url).port;
    mirror = await startFakeServer((req, res) => {
      if (req.url.startsWith("/api/query")) return res.writeHead(200, { "content-type": "application/atom+xml" }).end(ATOM);
      // Same host as the mirror, another port.
      if (req.url.startsWith("/e-print/") || req.url.startsWith("/pdf/")) return res.writeHead(302, { location: `http://127.0.0.1:${neighbourPort}${req.url}` }).end();
      return res.writeHead(404).end();
    });
    const config = testConfig({ ARXIV_API_BASE: mirror.url, ARXIV_BASE: mirror.url, BIORXIV_API_BASE: mirror.url, BIORXIV_BASE: mirror.url });
    app = await buildApp(config);
    me = await sessionFor(config.dataDir, "mirror-user");
  });
  afterAll(async () => {
    await app.close();
    await mirror.close();
    await neighbour.close();
  });

  it("refuses a redirect to another port of the mirror's host, and never reaches it", async () => {
    const res = await app.inject({ method: "POST", url: "/api/papers/scrape-arxiv", headers: me, payload: { arxiv_url: "https://arxiv.org/abs/0704.0001" } });
    // Neither the source nor the PDF could be had: the import fails and says so.
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().detail.length).toBeGreaterThan(10);
    // The mirror itself was used (its port is trusted) ...
    expect(mirror.requests.some((r) => r.url.startsWith("/api/query"))).toBe(true);
    expect(mirror.requests.some((r) => r.url.startsWith("/e-print/"))).toBe(true);
    expect(mirror.requests.some((r) => r.url.startsWith("/pdf/"))).toBe(true);
    // ... its neighbour was not.
    expect(neighbour.requests).toEqual([]);
  });
});

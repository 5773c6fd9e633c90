import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { keyChecker } from "./key-check.js";

// A local server answering with whatever status the key asks for, e.g. key "status-403".
let server: http.Server;
let base: string;
/** Requests to a "hang" key that the client gave up on (closed unanswered). */
let abandoned = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const key = String(req.headers["x-goog-api-key"] ?? req.headers["api-subscription-key"] ?? req.headers.authorization ?? "");
    const status = Number(/status-(\d{3})/.exec(key)?.[1] ?? 200);
    if (key.includes("hang")) return void res.on("close", () => (abandoned += res.writableEnded ? 0 : 1)); // never answers
    res.writeHead(status, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("keyChecker", () => {
  // A server that answers gets ample time (a loaded CI machine took over 300 ms for the first
  // answer); only the hang case needs a short timeout, since it waits for the whole of it.
  const check = (timeoutMs = 5000) => keyChecker({ geminiBaseUrl: base, openaiBaseUrl: base, sarvamBaseUrl: base, timeoutMs });

  it.each([
    ["gemini", "status-200", "valid"],
    ["gemini", "status-400", "invalid"],
    ["gemini", "status-403", "invalid"],
    ["openai", "status-401", "invalid"],
    ["openai", "status-400", "unverified"],
    ["sarvam", "status-403", "invalid"],
    ["sarvam", "status-429", "valid"],
    ["sarvam", "status-503", "unverified"],
  ] as const)("%s answering %s means %s", async (provider, key, expected) => {
    expect(await check()(provider, key)).toBe(expected);
  });

  it("says unverified, not invalid, when the provider does not answer in time, and hangs up", async () => {
    // The server never answers, so only the check's own timeout can end it (a hang would meet the test's timeout).
    expect(await check(300)("gemini", "hang")).toBe("unverified");
    await vi.waitFor(() => expect(abandoned).toBe(1));
  });

  it("says unverified when nothing listens", async () => {
    const c = keyChecker({ geminiBaseUrl: "http://127.0.0.1:9", openaiBaseUrl: "http://127.0.0.1:9", sarvamBaseUrl: "http://127.0.0.1:9", timeoutMs: 300 });
    expect(await c("openai", "k")).toBe("unverified");
  });
});

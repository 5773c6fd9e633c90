import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as realDelay } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isPrivateAddress, safeGet, type SafeGetOptions } from "./safe-http.js";

let server: http.Server;
let base: string;
let port: number;
/** The request to /slow, which is never answered: whether it arrived and whether the client hung up. */
const slow = { arrived: false, closedUnanswered: false };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/ok") return res.end("hello");
    if (req.url === "/big") {
      res.writeHead(200, { "content-length": String(10 * 1024 * 1024) });
      return res.end(Buffer.alloc(10 * 1024 * 1024));
    }
    if (req.url === "/big-chunked") {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once("drain", push);
        }
        res.end();
      };
      return push();
    }
    if (req.url === "/slow") {
      slow.arrived = true;
      return void res.on("close", () => (slow.closedUnanswered = !res.writableEnded));
    }
    if (req.url === "/redirect-ok") return res.writeHead(302, { location: "/ok" }).end();
    if (req.url === "/redirect-away") return res.writeHead(302, { location: "https://evil.test/x" }).end();
    if (req.url?.startsWith("/redirect-port?to=")) return res.writeHead(302, { location: `http://127.0.0.1:${req.url.slice(18)}/ok` }).end();
    if (req.url === "/redirect-loop") return res.writeHead(302, { location: "/redirect-loop" }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Waits in real time (vi.waitFor would move a fake clock); the 10 s only name a hang. */
async function untilReally(what: string, done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error(`still waiting for ${what}`);
    await realDelay(10);
  }
}

let trusted: SafeGetOptions;
beforeAll(() => {
  trusted = { allowedHosts: new Set(["127.0.0.1"]), trustedOrigins: new Set([`127.0.0.1:${port}`]), maxBytes: 1024 * 1024, timeoutMs: 1000 };
});

describe("safeGet", () => {
  it("fetches from an allowed, trusted host and follows same-host redirects", async () => {
    expect((await safeGet(`${base}/ok`, trusted)).body.toString()).toBe("hello");
    expect((await safeGet(`${base}/redirect-ok`, trusted)).body.toString()).toBe("hello");
  });

  it("refuses hosts off the allow-list, including look-alikes", async () => {
    const opts = { ...trusted, allowedHosts: new Set(["arxiv.org"]) };
    await expect(safeGet("https://arxiv.org.evil.test/abs/1", opts)).rejects.toThrow(/not allowed/);
    await expect(safeGet("https://evil.test/", opts)).rejects.toThrow(/not allowed/);
  });

  it("refuses user info in URLs and IP literals that the operator did not configure", async () => {
    await expect(safeGet(`http://user:pw@127.0.0.1:${port}/ok`, trusted)).rejects.toThrow(/user name or password/);
    const untrusted = { ...trusted, trustedOrigins: new Set<string>() };
    await expect(safeGet(`${base}/ok`, untrusted)).rejects.toThrow(/IP numbers/);
  });

  it("refuses a name that resolves to a private or loopback address, at connect time", async () => {
    const opts = { ...trusted, allowedHosts: new Set(["localhost"]), trustedOrigins: new Set<string>() };
    await expect(safeGet(`http://localhost:${port}/ok`, opts)).rejects.toThrow(/private network/);
  });

  it("trusts a loopback host at its configured port only: another port is refused before connecting", async () => {
    const neighbour = http.createServer((_req, res) => res.end("internal"));
    await new Promise<void>((r) => neighbour.listen(0, "127.0.0.1", r));
    const other = (neighbour.address() as AddressInfo).port;
    let hits = 0;
    neighbour.on("request", () => (hits += 1));
    try {
      await expect(safeGet(`http://127.0.0.1:${other}/ok`, trusted)).rejects.toThrow(`Fetching from 127.0.0.1:${other} is not allowed`);
      await expect(safeGet(`${base}/redirect-port?to=${other}`, trusted)).rejects.toThrow(`Fetching from 127.0.0.1:${other} is not allowed`);
      expect(hits).toBe(0);
    } finally {
      neighbour.close();
    }
  });

  it("refuses redirects off the allow-list and redirect loops", async () => {
    await expect(safeGet(`${base}/redirect-away`, trusted)).rejects.toThrow(/evil.test is not allowed/);
    await expect(safeGet(`${base}/redirect-loop`, trusted)).rejects.toThrow(/Too many redirects/);
  });

  it("stops oversize answers, whether declared or streamed", async () => {
    await expect(safeGet(`${base}/big`, trusted)).rejects.toThrow(/larger than/);
    await expect(safeGet(`${base}/big-chunked`, trusted)).rejects.toThrow(/larger than/);
  });

  it("stops slow answers at the deadline, not before, and hangs up", async () => {
    // safeGet's clock is fake and moved by hand. The deadline is long in real terms, so the socket's
    // idle timeout (real time, the same length) cannot end the request in its place.
    const timeoutMs = 30_000;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const answer = safeGet(`${base}/slow`, { ...trusted, timeoutMs });
    let settled = false;
    answer.then(
      () => (settled = true),
      () => (settled = true),
    );
    await untilReally("the request to reach the server", () => slow.arrived);
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    // A turn of the event loop (setImmediate is not faked), for an early stop to show.
    await new Promise((r) => setImmediate(r));
    expect(settled, "stopped before the deadline").toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await untilReally("the request to stop at the deadline", () => settled);
    await expect(answer).rejects.toThrow(/too long/);
    // The connection is cut while the server still owes the answer: nothing is left waiting on it.
    await untilReally("the server to see the connection cut", () => slow.closedUnanswered);
  });
});

describe("isPrivateAddress", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "::1", "fc00::1", "fe80::1", "::ffff:127.0.0.1", "0.0.0.0", "100.64.0.1"])(
    "%s is private",
    (a) => expect(isPrivateAddress(a)).toBe(true),
  );
  it.each(["8.8.8.8", "151.101.1.1", "2606:4700::1111"])("%s is public", (a) => expect(isPrivateAddress(a)).toBe(false));
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress, safeGet, type SafeGetOptions } from "./safe-http.js";

let server: http.Server;
let base: string;
let port: number;

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
    if (req.url === "/slow") return setTimeout(() => res.end("late"), 2000);
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

  it("stops slow answers at the deadline", async () => {
    const started = Date.now();
    await expect(safeGet(`${base}/slow`, { ...trusted, timeoutMs: 300 })).rejects.toThrow(/too long/);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe("isPrivateAddress", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "::1", "fc00::1", "fe80::1", "::ffff:127.0.0.1", "0.0.0.0", "100.64.0.1"])(
    "%s is private",
    (a) => expect(isPrivateAddress(a)).toBe(true),
  );
  it.each(["8.8.8.8", "151.101.1.1", "2606:4700::1111"])("%s is public", (a) => expect(isPrivateAddress(a)).toBe(false));
});

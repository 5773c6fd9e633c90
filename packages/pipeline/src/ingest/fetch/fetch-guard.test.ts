import dns from "node:dns";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { setTimeout as realDelay } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IngestError } from "../ingest-error.js";
import { fetchArxivMetadata, fetchArxivPdf, fetchArxivSource } from "./arxiv.js";
import { fetchBiorxivMetadata, fetchBiorxivPdf } from "./biorxiv.js";
import { DEFAULT_REMOTE_ENDPOINTS, guardFor, type RemoteEndpoints } from "./endpoints.js";
import { safeGet } from "./safe-http.js";

/**
 * Network safety of the arXiv/bioRxiv fetcher as configured (issue 10): guardFor's allow-list
 * around safeGet, driven through the real fetch functions against hostile local servers.
 * safe-http.test.ts covers safeGet's mechanics; this file walks the attacker's list.
 */

/** A server that must never be reached: any request to it is a guard failure. */
let forbidden: http.Server;
let forbiddenPort = 0;
let forbiddenHits = 0;
/** The hostile "arXiv": redirects, endless and trickling bodies. Reached as `localhost`. */
let hostile: http.Server;
let hostilePort = 0;
/** Answers with a status line, then drips header bytes: the response never starts. */
let dripper: net.Server;
let dripperPort = 0;
const closedEarly: { bytes: number; at: number }[] = [];
/** What the trickling body and the dripping headers have sent, and whether the client hung up on them. */
const trickle = { sent: 0, closed: false };
const drip = { sent: 0, closed: false };

/** Where the hostile archive redirects `/…/redirect-<kind>…`: every one is off the allow-list. */
function redirectTargets(): Record<string, string> {
  return {
    "off-list": "https://evil.test/e-print",
    lookalike: "https://arxiv.org.evil.test/e-print",
    suffix: "https://evilarxiv.org/e-print",
    userinfo: `http://arxiv.org@127.0.0.1:${forbiddenPort}/`,
    loopback: `http://127.0.0.1:${forbiddenPort}/`,
    decimal: `http://2130706433:${forbiddenPort}/`,
    hex: `http://0x7f000001:${forbiddenPort}/`,
    octal: `http://0177.0.0.1:${forbiddenPort}/`,
    short: `http://127.1:${forbiddenPort}/`,
    v6: `http://[::1]:${forbiddenPort}/`,
    mapped: `http://[::ffff:127.0.0.1]:${forbiddenPort}/`,
    metadata: "http://169.254.169.254/latest/meta-data/",
    file: "file:///etc/passwd",
    gopher: "gopher://127.0.0.1:6379/_FLUSHALL",
    // The configured mirror's own host name, another port: another local service, not the mirror.
    "other-port": `http://localhost:${forbiddenPort}/`,
  };
}

function streamForever(res: http.ServerResponse, headers: http.OutgoingHttpHeaders): void {
  res.writeHead(200, headers);
  const chunk = Buffer.alloc(256 * 1024, 0x25);
  let sent = 0;
  const push = () => {
    while (!res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", push);
    }
  };
  res.on("close", () => closedEarly.push({ bytes: sent, at: Date.now() }));
  push();
}

beforeAll(async () => {
  forbidden = http.createServer((_req, res) => {
    forbiddenHits += 1;
    res.end("secret");
  });
  await new Promise<void>((r) => forbidden.listen(0, "127.0.0.1", r));
  forbiddenPort = (forbidden.address() as AddressInfo).port;

  hostile = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const redirect = Object.entries(redirectTargets()).find(([kind]) => url.pathname.includes(`/redirect-${kind}`));
    if (redirect) return res.writeHead(302, { location: redirect[1] }).end();
    if (url.pathname === "/api/query" && url.searchParams.get("id_list") === "2401.00001") return res.writeHead(301, { location: "https://export.arxiv.org.evil.test/api" }).end();
    if (url.pathname.startsWith("/pdf/endless")) return streamForever(res, {});
    if (url.pathname.startsWith("/pdf/declared")) return streamForever(res, { "content-length": String(60 * 1024 * 1024) });
    if (url.pathname.startsWith("/e-print/trickle")) {
      res.writeHead(200);
      const timer = setInterval(() => void (res.write("."), (trickle.sent += 1)), 40);
      return res.on("close", () => {
        clearInterval(timer);
        trickle.closed = true;
      });
    }
    if (url.pathname.startsWith("/details/biorxiv/")) return res.writeHead(302, { location: `http://[::1]:${forbiddenPort}/details` }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => hostile.listen(0, "localhost", r));
  hostilePort = (hostile.address() as AddressInfo).port;

  dripper = net.createServer((socket) => {
    socket.write("HTTP/1.1 200 OK\r\n");
    const timer = setInterval(() => void (socket.write("X-Drip: .\r\n"), (drip.sent += 1)), 40);
    socket.on("close", () => {
      clearInterval(timer);
      drip.closed = true;
    });
    socket.on("error", () => clearInterval(timer));
  });
  await new Promise<void>((r) => dripper.listen(0, "127.0.0.1", r));
  dripperPort = (dripper.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const s of [forbidden, hostile]) s.closeAllConnections();
  await Promise.all([forbidden, hostile, dripper].map((s) => new Promise((r) => s.close(r))));
  expect(forbiddenHits).toBe(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Endpoints as an operator would configure a mirror; `localhost` is the operator's explicit choice. */
function endpoints(overrides: Partial<RemoteEndpoints> = {}): RemoteEndpoints {
  const base = `http://localhost:${hostilePort}`;
  return { arxivApiBase: base, arxivBase: base, biorxivApiBase: base, biorxivBase: base, maxBytes: DEFAULT_REMOTE_ENDPOINTS.maxBytes, timeoutMs: 5_000, ...overrides };
}

/**
 * Waits in real time (vi.waitFor would move a fake clock) until `done` holds. The 10 s are only
 * a guard against a hang that says what never happened; everything awaited takes milliseconds.
 */
async function untilReally(what: string, done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error(`still waiting for ${what}`);
    await realDelay(10);
  }
}

/** Whether a promise has settled yet, without awaiting it. */
function watch(promise: Promise<unknown>): { settled: boolean } {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

async function refusal(promise: Promise<unknown>): Promise<IngestError> {
  const err = await promise.then(
    () => new Error("the fetch succeeded"),
    (e: unknown) => e,
  );
  if (!(err instanceof IngestError)) throw new Error(`expected an IngestError, got ${String(err)}`);
  return err;
}

describe("the production allow-list", () => {
  const production = guardFor(DEFAULT_REMOTE_ENDPOINTS);

  it.each([
    ["another host", "https://evil.test/e-print/2401.00001", /evil\.test is not allowed/],
    ["a look-alike suffix", "https://arxiv.org.evil.test/e-print/2401.00001", /not allowed/],
    ["a look-alike prefix", "https://evilarxiv.org/e-print/2401.00001", /not allowed/],
    ["a sibling subdomain", "https://mirror.arxiv.org/e-print/2401.00001", /not allowed/],
    ["an IDN homograph (Cyrillic а)", "https://\u0430rxiv.org/e-print/2401.00001", /xn--rxiv-.* is not allowed/],
    ["a trailing-dot host", "https://arxiv.org./e-print/2401.00001", /not allowed/],
    ["userinfo before the real host", "https://arxiv.org@evil.test/", /user name or password/],
    ["userinfo on an allowed host", "https://evil:pw@arxiv.org/e-print/1", /user name or password/],
    ["an IPv4 literal", "http://127.0.0.1/", /127\.0\.0\.1 is not allowed/],
    ["a decimal IPv4 literal", "http://2130706433/", /127\.0\.0\.1 is not allowed/],
    ["a hex IPv4 literal", "http://0x7f.0x0.0x0.0x1/", /127\.0\.0\.1 is not allowed/],
    ["an octal IPv4 literal", "http://0177.0.0.01/", /127\.0\.0\.1 is not allowed/],
    ["a short IPv4 literal", "http://127.1/", /127\.0\.0\.1 is not allowed/],
    ["the cloud metadata address", "http://169.254.169.254/latest/meta-data/", /169\.254\.169\.254 is not allowed/],
    ["an IPv6 loopback literal", "http://[::1]/", /::1 is not allowed/],
    ["an IPv4-mapped IPv6 literal", "http://[::ffff:127.0.0.1]/", /::ffff:7f00:1 is not allowed/],
    ["a non-http scheme", "file:///etc/passwd", /Only http and https/],
  ])("refuses %s before connecting", async (_label, url, message) => {
    // Every connection needs a name lookup or a socket (IP literals skip the lookup): neither may happen.
    const lookup = vi.spyOn(dns, "lookup").mockImplementation(() => {
      throw new Error("looked the host up");
    });
    const connect = vi.spyOn(net.Socket.prototype, "connect").mockImplementation(() => {
      throw new Error("opened a connection");
    });
    const err = await refusal(safeGet(url, production));
    expect(err.reason).toBe("bad_url");
    expect(err.message).toMatch(message);
    expect(lookup).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
  });
});

describe("the fetcher against a hostile archive", () => {
  it.each([
    ["another host", "off-list", /evil\.test is not allowed/],
    ["a look-alike host", "lookalike", /arxiv\.org\.evil\.test is not allowed/],
    ["a look-alike suffix", "suffix", /evilarxiv\.org is not allowed/],
    ["userinfo", "userinfo", /user name or password/],
    ["loopback by IP", "loopback", /127\.0\.0\.1 is not allowed/],
    ["loopback as a decimal number", "decimal", /127\.0\.0\.1 is not allowed/],
    ["loopback in hex", "hex", /127\.0\.0\.1 is not allowed/],
    ["loopback in octal", "octal", /127\.0\.0\.1 is not allowed/],
    ["loopback shortened", "short", /127\.0\.0\.1 is not allowed/],
    ["IPv6 loopback", "v6", /::1 is not allowed/],
    ["IPv4-mapped loopback", "mapped", /::ffff:7f00:1 is not allowed/],
    ["the cloud metadata address", "metadata", /169\.254\.169\.254 is not allowed/],
    ["a file URL", "file", /Only http and https/],
    ["a gopher URL", "gopher", /Only http and https/],
    ["the mirror's host on another port", "other-port", /Fetching from localhost:\d+ is not allowed/],
  ])("refuses a redirect to %s", async (_label, kind, message) => {
    const err = await refusal(fetchArxivSource(`redirect-${kind}`, undefined, endpoints()));
    expect(err.message).toMatch(message);
    expect(forbiddenHits).toBe(0);
  });

  it("refuses redirects off the list from the API and bioRxiv too", async () => {
    expect((await refusal(fetchArxivMetadata("2401.00001", endpoints()))).message).toMatch(/export\.arxiv\.org\.evil\.test is not allowed/);
    expect((await refusal(fetchBiorxivMetadata("10.1101/2024.01.01.000001", undefined, endpoints()))).message).toMatch(/::1 is not allowed/);
    expect((await refusal(fetchBiorxivPdf("10.1101/redirect-off-list", "1", endpoints()))).message).toMatch(/evil\.test is not allowed/);
    expect(forbiddenHits).toBe(0);
  });

  it("stops an endless body at 50 MB, and a declared oversize one before reading it", async () => {
    const started = Date.now();
    const endless = await refusal(fetchArxivPdf("endless", undefined, endpoints()));
    expect(endless.reason).toBe("too_large");
    expect(endless.message).toBe("The paper is larger than 50 MB and was not downloaded.");
    const declared = await refusal(fetchArxivPdf("declared", undefined, endpoints()));
    expect(declared.reason).toBe("too_large");
    await vi.waitFor(() => expect(closedEarly.length).toBe(2));
    // The connection was cut: the server stopped a little past the cap (socket buffers), not at its leisure.
    const [first, second] = closedEarly;
    expect(first?.bytes).toBeLessThan(DEFAULT_REMOTE_ENDPOINTS.maxBytes + 16 * 1024 * 1024);
    expect(second?.bytes).toBeLessThan(16 * 1024 * 1024);
    console.log(`oversize: endless body cut after ${Math.round((first?.bytes ?? 0) / 1048576)} MB sent, declared one after ${Math.round((second?.bytes ?? 0) / 1048576)} MB, ${Date.now() - started} ms`);
  });

  it("stops a body that trickles forever, and headers that never end, at the deadline and not before", async () => {
    // safeGet's clock is fake and moved by hand; the servers keep sending on real timers (setInterval
    // is left alone), so the connection never idles and only the deadline can end it. The deadline
    // is long in real terms, so the socket's own idle timeout cannot stand in for it on a slow machine.
    const timeoutMs = 30_000;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

    const trickling = fetchArxivSource("trickle", undefined, endpoints({ timeoutMs }));
    const trickleState = watch(trickling);
    await untilReally("the body to start trickling", () => trickle.sent >= 3);
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    const sentAtTheBrink = trickle.sent;
    await untilReally("more of the body", () => trickle.sent >= sentAtTheBrink + 3 || trickleState.settled);
    expect(trickleState.settled, "stopped before the deadline").toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await untilReally("the download to stop at the deadline", () => trickleState.settled);
    const stopped = await refusal(trickling);
    expect(stopped.reason).toBe("fetch_failed");
    expect(stopped.message).toBe("The download took too long and was stopped.");
    // Abandoned, not merely given up on: the server sees the connection cut.
    await untilReally("the server to see the connection cut", () => trickle.closed);

    const dripBase = `http://127.0.0.1:${dripperPort}`;
    const dripping = fetchArxivMetadata("2401.00002", endpoints({ arxivApiBase: dripBase, timeoutMs }));
    const dripState = watch(dripping);
    await untilReally("the headers to start dripping", () => drip.sent >= 3);
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    const dripsAtTheBrink = drip.sent;
    await untilReally("more header lines", () => drip.sent >= dripsAtTheBrink + 3 || dripState.settled);
    expect(dripState.settled, "stopped before the deadline").toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await untilReally("the download to stop at the deadline", () => dripState.settled);
    expect((await refusal(dripping)).message).toBe("The download took too long and was stopped.");
    await untilReally("the server to see the connection cut", () => drip.closed);
  });
});

describe("a configured host name that resolves to a private address", () => {
  /** Makes `name` resolve to the given addresses, as a hostile or misconfigured DNS would. */
  function resolveTo(name: string, addresses: string[]) {
    const real = dns.lookup.bind(dns);
    const fake = (host: string, options: unknown, callback: (err: NodeJS.ErrnoException | null, list: dns.LookupAddress[]) => void) => {
      if (host !== name) return (real as unknown as (h: string, o: unknown, cb: typeof callback) => void)(host, options, callback);
      callback(null, addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
    };
    vi.spyOn(dns, "lookup").mockImplementation(fake as unknown as typeof dns.lookup);
  }

  it.each([
    ["127.0.0.1"],
    ["10.0.0.7"],
    ["172.16.5.4"],
    ["192.168.1.2"],
    ["100.64.0.1"],
    ["169.254.169.254"],
    ["0.0.0.0"],
    ["::1"],
    ["::ffff:127.0.0.1"],
    ["fd00::1"],
    ["fe80::1"],
    ["64:ff9b::a00:1"],
    ["8.8.8.8,10.0.0.1"],
  ])("refuses %s at connect time", async (answer) => {
    resolveTo("mirror.lectern.test", answer.split(","));
    const ep = endpoints({ arxivBase: `http://mirror.lectern.test:${forbiddenPort}` });
    const err = await refusal(fetchArxivPdf("2401.00001", undefined, ep));
    expect(err.reason).toBe("bad_url");
    expect(err.message).toBe("That address points to a private network and was refused.");
    expect(forbiddenHits).toBe(0);
  });
});

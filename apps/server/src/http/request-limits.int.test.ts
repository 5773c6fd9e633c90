import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import { MAX_UPLOAD_BYTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { until } from "../test/processes.js";
import { rawRequest } from "../test/raw-http.js";
import { testConfig } from "../test/test-config.js";

// Real sockets, not app.inject: what is measured here is what the server reads off the wire and
// when it stops reading. The request timeout is cut to 1 s so a stalled client is seen quickly.
const TIMEOUT_MS = 1000;
const MiB = 1024 * 1024;
const BOUNDARY = "----lecternlimit";
const FILE_PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;

interface Listening {
  app: FastifyInstance;
  /** Its log lines (info and up), parsed. */
  log: { res?: { statusCode?: number }; msg?: string }[];
  port: number;
  token: string;
  uploads(): string[];
  head(url: string, extra: string): string;
}

/** A server on a real port; its temp folder is where uploads are streamed to. */
async function listening(env: Record<string, string>, extend: (app: FastifyInstance) => void = () => {}): Promise<Listening> {
  const config = testConfig({ LOG_LEVEL: "info", ...env });
  const tmpDir = path.join(config.dataDir, "tmp");
  const log: Listening["log"] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) log.push(JSON.parse(line) as Listening["log"][number]);
      cb();
    },
  });
  const app = await buildApp(config, { logStream });
  extend(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const token = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json().access_token as string;
  return {
    app,
    log,
    port: (app.server.address() as AddressInfo).port,
    token,
    uploads: () => (fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : []),
    head: (url, extra) => `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${extra}`,
  };
}

/** The temp folder empties a moment after the answer (clean-up runs as the request unwinds). */
async function expectNoUploadsLeft(server: Listening): Promise<void> {
  for (let i = 0; i < 40 && server.uploads().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(server.uploads()).toEqual([]);
}

describe("request limits on the wire: upload size before buffering, stalled clients", () => {
  // Default request timeout: a 50 MB upload over loopback takes a few seconds to stream.
  let server: Listening;
  // A 1 s request timeout, and an answer that takes longer than that: receiving is limited,
  // answering is not (a one-click request waits minutes for its job).
  let strict: Listening;

  beforeAll(async () => {
    server = await listening({});
    strict = await listening({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) }, (app) =>
      app.get("/slow-answer-for-test", async () => {
        await new Promise((r) => setTimeout(r, 2 * TIMEOUT_MS));
        return { ok: true };
      }),
    );
  });
  afterAll(async () => {
    await server.app.close();
    await strict.app.close();
  });

  it("refuses a declared Content-Length over 50 MB with 413 at once, having read almost nothing", async () => {
    for (const url of ["/api/papers/upload-pdf", "/api/papers/upload-zip", "/api/papertovideo/upload_pdf_to_video", "/api/papertovideo/upload_latex_to_video"]) {
      // The head promises 60 MB; only the start of the body is ever sent, so an answer at all is one
      // given without waiting for the body (a server that waited would leave us at our 5 s give-up,
      // status 0): the 413 came while we had sent under 1 KiB of the 60 MB.
      const answer = await rawRequest({ port: server.port, head: server.head(url, `Content-Length: ${60 * MiB}`), body: Buffer.from(FILE_PART_HEAD + "%PDF-1.7\n"), timeoutMs: 5000 });
      expect({ url, status: answer.status }).toEqual({ url, status: 413 });
      expect(answer.text).toContain("larger than 50 MB");
      expect(answer.sent, `${url} answered without waiting for the body`).toBeLessThan(1024);
    }
    expect(server.uploads()).toEqual([]);
  });

  it("stops a chunked upload (no length declared) at 50 MB and answers 413; nothing is kept", async () => {
    const refusals = () => server.log.filter((l) => l.msg === "request completed" && l.res?.statusCode === 413).length;
    const refusedBefore = refusals();
    let body = 0;
    const chunk = Buffer.alloc(MiB, 0x41);
    const frame = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
    const answer = await rawRequest({
      port: server.port,
      head: server.head("/api/papers/upload-pdf", "Transfer-Encoding: chunked"),
      body: frame(Buffer.from(FILE_PART_HEAD)),
      // Up to 200 MB if the server never stopped us.
      more: () => (body < 200 * MiB ? ((body += chunk.length), frame(chunk)) : undefined),
      timeoutMs: 30_000,
    });
    // The server answers 413 and closes the connection at once, so as not to read on: a client
    // still writing may see the reset before the answer, so the server's own log is the record.
    await until("the server to log its answer", () => (refusals() > refusedBefore ? true : undefined), 5000, 20);
    if (answer.status !== 0) {
      expect(answer.status).toBe(413);
      expect(answer.text).toContain("larger than 50 MB");
    }
    // The server read up to the limit and stopped then, not after the whole 200 MB (what we
    // count as sent includes what the loopback socket buffers still held: up to some 20 MB).
    expect(body).toBeGreaterThanOrEqual(MAX_UPLOAD_BYTES);
    expect(body).toBeLessThan(MAX_UPLOAD_BYTES + 32 * MiB);
    await expectNoUploadsLeft(server);
    expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("cuts off a client that stalls mid-body or mid-headers with 408, but lets a slow answer finish", async () => {
    const started = Date.now();
    const [body, headers, slow] = await Promise.all([
      rawRequest({ port: strict.port, head: strict.head("/api/papers/upload-pdf", "Content-Length: 100000"), body: Buffer.from(FILE_PART_HEAD), timeoutMs: 10_000 }),
      rawRequest({ port: strict.port, head: "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", partialHead: true, timeoutMs: 10_000 }),
      fetch(`http://127.0.0.1:${strict.port}/slow-answer-for-test`),
    ]);
    for (const [what, answer] of [["stalled body", body], ["stalled headers", headers]] as const) {
      // Cut by the server: a client left waiting gives up at 10 s with status 0, and without the
      // configured 1 s the server would wait 60 s (headers) or 330 s (body), checked every 30 s.
      expect({ what, status: answer.status }).toEqual({ what, status: 408 });
      // Not before the limit (Node's check interval, a quarter of it, only ever makes it later).
      expect(answer.ms, what).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    }
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * TIMEOUT_MS);
    // The half-received upload's temp file goes with the request.
    await expectNoUploadsLeft(strict);
  }, 15_000);
});

import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { sendJson, startFakeServer } from "../test/fake-server.js";
import { multipartBody } from "../test/multipart.js";
import { rawRequest } from "../test/raw-http.js";
import { testConfig } from "../test/test-config.js";

const secret = (label: string) => `${label}-${crypto.randomBytes(12).toString("hex")}`;

/**
 * Providers that accept the keys when they are checked and then fail the real work, echoing the
 * key back in their error text (as some do, in part): the worst case for what reaches our logs.
 */
async function echoingProviders() {
  return startFakeServer((req, res) => {
    const key = String(req.headers["x-goog-api-key"] ?? req.headers["api-subscription-key"] ?? req.headers.authorization ?? "");
    if (req.method === "GET") return sendJson(res, 200, { models: [{ name: "models/gemini-2.5-flash" }], object: "list", data: [{ id: "gpt-4o-mini" }] });
    if (req.url.includes(":generateContent")) {
      res.setHeader("retry-after", "0");
      return sendJson(res, 500, { error: { code: 500, message: `Internal error while serving key ${key}`, status: "INTERNAL" } });
    }
    if (req.url.startsWith("/v1/")) return sendJson(res, 401, { error: { message: `Incorrect API key provided: ${key}`, code: "invalid_api_key" } });
    return sendJson(res, 200, { request_id: "r1", translated_text: "x" });
  });
}

/**
 * Every log line as text, with Buffers in them decoded: a raw request packet serialised as
 * {"type":"Buffer","data":[...]} hides its text from a plain grep but not from a reader.
 */
function readableLog(lines: string[]): string {
  const decode = (value: unknown): string => {
    if (Array.isArray(value)) return value.map(decode).join(" ");
    if (!value || typeof value !== "object") return String(value);
    const record = value as Record<string, unknown>;
    if (record.type === "Buffer" && Array.isArray(record.data)) return Buffer.from(record.data as number[]).toString("latin1");
    return Object.values(record).map(decode).join(" ");
  };
  return lines.map((line) => `${line}\n${decode(JSON.parse(line) as unknown)}`).join("\n");
}

describe("no secrets in logs, at trace level, through a realistic session", () => {
  const logLines: string[] = [];
  const keys = { gemini_key: secret("good-gemini"), openai_key: secret("good-openai"), sarvam_key: secret("good-sarvam") };
  const serverSecret = secret("SECRET-KEY-of-the-server");
  const oauth = { code: secret("oauth-code"), state: secret("oauth-state") };
  let app: FastifyInstance;
  let providers: Awaited<ReturnType<typeof echoingProviders>>;
  let port = 0;

  beforeAll(async () => {
    providers = await echoingProviders();
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        cb();
      },
    });
    const env = { GEMINI_BASE_URL: providers.url, OPENAI_BASE_URL: providers.url, SARVAM_BASE_URL: providers.url };
    app = await buildApp(testConfig({ LOG_LEVEL: "trace", SECRET_KEY: serverSecret, ...env }), { logStream });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await providers.close();
  });

  it("keys, session tokens, signatures, OAuth codes and the server secret never reach a log line", async () => {
    const seen: string[] = [];
    const token = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json().access_token as string;
    const me = { authorization: `Bearer ${token}` };
    const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: object | string | Buffer, headers: Record<string, string> = me) => {
      const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      // Signed URLs handed out in answers are secrets too: collect every signature.
      for (const m of res.body.matchAll(/sig=([A-Za-z0-9_-]{20,})/g)) if (m[1]) seen.push(m[1]);
      return res;
    };

    expect((await call("POST", "/api/keys/setup", keys)).statusCode).toBe(200);
    expect((await call("GET", "/api/keys/status")).json()).toMatchObject({ gemini_key: "valid", openai_key: "valid", sarvam_key: "valid" });
    const body = await multipartBody({}, { name: "paper.pdf", data: houseFile("routing.pdf") });
    const uploaded = await call("POST", "/api/papers/upload-pdf", body.payload, { ...me, ...body.headers });
    expect(uploaded.statusCode).toBe(200);
    const id = uploaded.json().paper_id as string;
    const images = (await call("GET", `/api/images/${id}/available`)).json() as { urls: Record<string, string> };
    const imageUrl = Object.values(images.urls)[0] ?? "";
    expect((await call("GET", imageUrl, undefined, {})).statusCode).toBe(200);

    // Failing provider calls: Gemini fails on its side (500, tried again, then the job fails and
    // is logged as an error); the OpenAI-compatible server refuses the key (401).
    const gemini = await call("POST", `/api/scripts/${id}/generate`, { writer: "gemini" });
    expect(gemini.statusCode).toBe(502);
    const openai = await call("POST", `/api/scripts/${id}/generate`, { writer: "openai" });
    expect(openai.statusCode).toBe(422);
    expect((await call("POST", `/api/scripts/${id}/generate`, { writer: "local" })).statusCode).toBe(200);
    const jobs = (await call("GET", `/api/jobs?paper_id=${id}`)).json() as { jobs: { events_url: string }[] };
    for (const job of jobs.jobs) expect((await call("GET", job.events_url, undefined, {})).statusCode).toBe(200);

    // Secrets where they do not belong: a key in a malformed JSON body, a token in a query, an
    // OAuth code on the callback page, a request the HTTP parser rejects with its raw bytes.
    expect((await call("POST", "/api/keys/setup", `{"gemini_key": "${keys.gemini_key}", `, { ...me, "content-type": "application/json" })).statusCode).toBe(422);
    expect((await call("GET", `/api/auth/me?access_token=${token}&token=${token}`, undefined, {})).statusCode).toBe(401);
    await call("GET", `/oauth2callback?code=${oauth.code}&state=${oauth.state}&scope=youtube.upload`, undefined, {});
    const broken = await rawRequest({ port, head: `POST /api/keys/setup HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nX-Key: ${keys.sarvam_key}\r\nBroken header line`, timeoutMs: 5000 });
    expect(broken.status).toBe(400);

    expect((await call("POST", "/api/auth/logout")).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/me")).statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 100));

    const log = readableLog(logLines);
    // The log really saw all of it: the requests, the failed job, the parser's error.
    for (const expected of ["/api/keys/setup", "/api/papers/upload-pdf", `/api/scripts/${id}/generate`, "/oauth2callback", "job failed", "client error", "Providing options to busboy"]) expect(log).toContain(expected);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    const secrets: [string, string][] = [
      ...Object.entries(keys),
      ["session token", token],
      ["server secret", serverSecret],
      ["OAuth code", oauth.code],
      ["OAuth state", oauth.state],
      ...seen.map((sig): [string, string] => ["URL signature", sig]),
    ];
    for (const [what, value] of secrets) expect(log.includes(value), `${what} appears in the log`).toBe(false);
  }, 60_000);
});

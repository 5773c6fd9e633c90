import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { multipartBody } from "../test/multipart.js";
import { tempDir, testConfig } from "../test/test-config.js";

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP header as directive → sources. */
function directives(headers: Headers): Map<string, string[]> {
  const csp = String(headers["content-security-policy"] ?? "");
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name ?? "", sources]),
  );
}

/** What every answer must carry, whatever it is: a page, JSON, an error, a file, a stream. */
function expectHardened(what: string, headers: Headers): void {
  const csp = directives(headers);
  expect(csp.get("default-src"), `${what}: default-src`).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${what}: base-uri`).toEqual(["'self'"]);
  expect(csp.get("form-action"), `${what}: form-action`).toEqual(["'self'"]);
  // Scripts only from us and Google's sign-in client: no inline script, no eval, no data: URLs.
  const scripts = csp.get("script-src") ?? [];
  expect(scripts, `${what}: script-src`).toContain("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "data:", "*", "http:", "https:"]) expect(scripts, `${what}: script-src`).not.toContain(unsafe);
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: referrer policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], `${what}: framing`).toBe("DENY");
  expect(headers["cross-origin-opener-policy"], `${what}: opener policy`).toBe("same-origin-allow-popups");
}

describe("security headers on every kind of answer", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  const webDist = tempDir("lectern-web-");

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Lectern</title><div id=root></div>");
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "assets", "app-1234.js"), "console.log(1)");
    app = await buildApp(testConfig({ WEB_DIST: webDist }));
    const login = await app.inject({ method: "POST", url: "/api/auth/local/login" });
    me = { authorization: `Bearer ${login.json().access_token as string}` };
  });
  afterAll(async () => {
    await app.close();
  });

  it("the web app's page, a client route and a hashed asset", async () => {
    for (const url of ["/", "/script-generation", "/assets/app-1234.js"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expectHardened(url, res.headers);
    }
  });

  it("API answers: JSON, a 401, a 404, a 413 refused before the route ran", async () => {
    const cases: [string, Promise<{ statusCode: number; headers: Headers }>, number][] = [
      ["health", app.inject({ method: "GET", url: "/api/health" }), 200],
      ["me", app.inject({ method: "GET", url: "/api/auth/me", headers: me }), 200],
      ["no token", app.inject({ method: "GET", url: "/api/auth/me" }), 401],
      ["unknown", app.inject({ method: "GET", url: "/api/no-such-thing" }), 404],
      ["oversize", app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...me, "content-type": "multipart/form-data; boundary=x", "content-length": String(60 * 1024 * 1024) }, payload: "" }), 413],
    ];
    for (const [what, pending, status] of cases) {
      const res = await pending;
      expect({ what, status: res.statusCode }).toEqual({ what, status });
      expectHardened(what, res.headers);
    }
  });

  it("downloads, signed media and the job event stream", async () => {
    const body = await multipartBody({}, { name: "paper.pdf", data: houseFile("routing.pdf") });
    const uploaded = await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...me, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(200);
    const id = uploaded.json().paper_id as string;

    const download = await app.inject({ method: "GET", url: `/api/papers/${id}/download-pdf`, headers: me });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expectHardened("paper download", download.headers);

    const images = (await app.inject({ method: "GET", url: `/api/images/${id}/available`, headers: me })).json() as { urls?: Record<string, string> };
    const imageUrl = Object.values(images.urls ?? {})[0];
    expect(imageUrl, "the house paper has a figure").toBeDefined();
    const image = await app.inject({ method: "GET", url: imageUrl ?? "" });
    expect(image.statusCode).toBe(200);
    expectHardened("signed image", image.headers);

    // A finished job's event stream answers once and ends: written on the raw response.
    const job = await app.inject({ method: "POST", url: `/api/scripts/${id}/generate`, headers: me });
    expect(job.statusCode).toBe(200);
    const jobs = (await app.inject({ method: "GET", url: `/api/jobs?paper_id=${id}`, headers: me })).json() as { jobs: { events_url: string }[] };
    const events = await app.inject({ method: "GET", url: jobs.jobs[0]?.events_url ?? "" });
    expect(events.headers["content-type"]).toMatch(/text\/event-stream/);
    expectHardened("job events", events.headers);
  }, 60_000);
});

import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { extractZip } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { tempDir, testConfig } from "../test/test-config.js";
import { defaultExtensionDist } from "./extension-dist.js";

// The landing page's download against the real extension build (extension/dist, made by
// `npm run build`): the zip must be a loadable extension that opens the right Lectern.

const ZIP_URL = "/downloads/lectern-arxiv-extension.zip";

interface Manifest {
  manifest_version: number;
  icons?: Record<string, string>;
  options_ui?: { page: string };
  action?: { default_popup?: string; default_icon?: Record<string, string> };
  background?: { service_worker?: string };
  content_scripts?: { js?: string[]; css?: string[] }[];
}

/** Every file manifest.json names, as Chrome would look for them. */
function referencedFiles(manifest: Manifest): string[] {
  return [
    ...Object.values(manifest.icons ?? {}),
    ...(manifest.options_ui ? [manifest.options_ui.page] : []),
    ...(manifest.action?.default_popup ? [manifest.action.default_popup] : []),
    ...Object.values(manifest.action?.default_icon ?? {}),
    ...(manifest.background?.service_worker ? [manifest.background.service_worker] : []),
    ...(manifest.content_scripts ?? []).flatMap((script) => [...(script.js ?? []), ...(script.css ?? [])]),
  ];
}

/** Runs defaults.js as the browser would and returns what it defines, and nothing else. */
function runDefaults(code: string): Record<string, unknown> {
  const sandbox: Record<string, unknown> = {};
  vm.runInNewContext(code, sandbox, { timeout: 1000 });
  return sandbox;
}

async function unzip(body: Buffer): Promise<string> {
  const dir = tempDir("lectern-extension-zip-");
  fs.writeFileSync(path.join(dir, "download.zip"), body);
  await extractZip(path.join(dir, "download.zip"), path.join(dir, "unpacked"));
  return path.join(dir, "unpacked");
}

describe("the arXiv extension download", () => {
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(defaultExtensionDist(), "manifest.json"))) {
      throw new Error(`${defaultExtensionDist()} is not built: run \`npm run build\` first`);
    }
    app = await buildApp(testConfig());
    behindProxy = await buildApp(testConfig({ PUBLIC_URL: "https://lectern.example.org/some/path" }));
  });
  afterAll(async () => {
    await app.close();
    await behindProxy.close();
  });

  it("is a zip of a Manifest V3 extension whose every referenced file is inside", async () => {
    const res = await app.inject({ method: "GET", url: ZIP_URL, headers: { host: "lectern.test:8443" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="lectern-arxiv-extension.zip"');

    const dir = await unzip(res.rawPayload);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as Manifest;
    expect(manifest.manifest_version).toBe(3);
    const files = referencedFiles(manifest);
    expect(files).toEqual(expect.arrayContaining(["defaults.js", "content-script.js", "options.html"]));
    for (const file of files) expect({ file, exists: fs.existsSync(path.join(dir, file)) }).toEqual({ file, exists: true });
    // The options page loads its own scripts and styles by relative address.
    const optionsHtml = fs.readFileSync(path.join(dir, "options.html"), "utf8");
    const pageFiles = [...optionsHtml.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(pageFiles).toEqual(expect.arrayContaining(["defaults.js", "options.js", "options.css"]));
    for (const file of pageFiles) expect({ file, exists: fs.existsSync(path.join(dir, file)) }).toEqual({ file, exists: true });
    expect(fs.readFileSync(path.join(dir, "icons", "icon-128.png")).subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("opens the Lectern the download came from by default", async () => {
    const res = await app.inject({ method: "GET", url: ZIP_URL, headers: { host: "Lectern.Test:8443" } });
    const dir = await unzip(res.rawPayload);
    expect(runDefaults(fs.readFileSync(path.join(dir, "defaults.js"), "utf8"))).toEqual({ LECTERN_DEFAULTS: { lecternUrl: "http://lectern.test:8443" } });

    // Each origin gets its own copy, also when an earlier one is cached.
    const other = await unzip((await app.inject({ method: "GET", url: ZIP_URL, headers: { host: "127.0.0.1:9000" } })).rawPayload);
    expect(runDefaults(fs.readFileSync(path.join(other, "defaults.js"), "utf8"))).toEqual({ LECTERN_DEFAULTS: { lecternUrl: "http://127.0.0.1:9000" } });
  });

  it("uses PUBLIC_URL's origin, whatever Host the request carries", async () => {
    const res = await behindProxy.inject({ method: "GET", url: ZIP_URL, headers: { host: "internal-name:8080" } });
    expect(res.statusCode).toBe(200);
    const dir = await unzip(res.rawPayload);
    expect(runDefaults(fs.readFileSync(path.join(dir, "defaults.js"), "utf8"))).toEqual({ LECTERN_DEFAULTS: { lecternUrl: "https://lectern.example.org" } });
  });

  it.each(['evil.test";globalThis.pwned=1;//', "evil.test/</script><script>alert(1)", "evil.test\\u2028x", "user@evil.test"])(
    "refuses a hostile Host %j instead of writing it into code",
    async (host) => {
      const res = await app.inject({ method: "GET", url: ZIP_URL, headers: { host } });
      expect(res.statusCode).toBe(422);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({ detail: expect.stringMatching(/not a valid web address/), code: "validation_error" });
    },
  );

  it("answers 503 {detail, code} when the extension was not built", async () => {
    const bare = await buildApp(testConfig({ EXTENSION_DIST: tempDir("lectern-no-extension-") }));
    try {
      const res = await bare.inject({ method: "GET", url: ZIP_URL });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: expect.stringMatching(/extension is not available/), code: "extension_unavailable" });
    } finally {
      await bare.close();
    }
  });
});

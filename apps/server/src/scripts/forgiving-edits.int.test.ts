import fs from "node:fs";
import path from "node:path";
import type { SectionsResponse } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

/**
 * Edits are forgiving, storage is strict: blank bullets are dropped rather than refusing the
 * whole save, and a section key names a section of this script or nothing (never something every
 * object inherits, such as "constructor" or "__proto__").
 */
describe("forgiving script edits", () => {
  let app: FastifyInstance;
  let dataDir: string;
  let me: Record<string, string>;
  let paperId: string;
  let first: string;

  const url = (suffix: string) => `/api/scripts/${paperId}${suffix}`;
  const stored = () => JSON.parse(fs.readFileSync(path.join(dataDir, "papers", paperId, "script.json"), "utf8")) as { sections: Record<string, { bullet_points: string[] }> };
  const save = (sections: unknown) => app.inject({ method: "PUT", url: url("/sections"), headers: me, payload: { sections } });

  beforeAll(async () => {
    const config = testConfig();
    dataDir = config.dataDir;
    app = await buildApp(config);
    me = await sessionFor(dataDir, "forgiving-editor");
    const body = await multipartBody({}, { name: "p.zip", data: houseFile("speaker.zip") });
    paperId = (await app.inject({ method: "POST", url: "/api/papers/upload-zip", headers: { ...me, ...body.headers }, payload: body.payload })).json().paper_id;
    expect((await app.inject({ method: "POST", url: url("/generate"), headers: me })).statusCode).toBe(200);
    const sections = (await app.inject({ method: "GET", url: url("/sections"), headers: me })).json<SectionsResponse>();
    first = sections.order?.[0] ?? "";
  });
  afterAll(async () => {
    await app.close();
  });

  it("drops blank and whitespace-only bullets on save instead of refusing it", async () => {
    // What "Add bullet" inserts is an empty bullet; a space typed into it is still blank.
    const res = await save({ [first]: { script: "Narration as typed.", bullet_points: ["  Kept one ", "", "   ", "\t", "Kept two"] } });
    expect(res.statusCode).toBe(200);
    expect(res.json<SectionsResponse>().sections[first]?.bullet_points).toEqual(["Kept one", "Kept two"]);
    expect(stored().sections[first]?.bullet_points).toEqual(["Kept one", "Kept two"]);
  });

  it("saves a section whose bullets are all blank, with none stored", async () => {
    const res = await save({ [first]: { script: "Only narration here.", bullet_points: ["", " "] } });
    expect(res.statusCode).toBe(200);
    expect(stored().sections[first]?.bullet_points).toEqual([]);
  });

  it("still refuses more than twelve real bullets, naming the field", async () => {
    const res = await save({ [first]: { script: "x", bullet_points: Array.from({ length: 13 }, (_, i) => `Bullet ${i}`) } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/bullet_points/);
  });

  it.each(["constructor", "toString", "hasOwnProperty", "valueOf"])("refuses a save naming the inherited key %s as an unknown section", async (key) => {
    const before = fs.readFileSync(path.join(dataDir, "papers", paperId, "script.json"), "utf8");
    const res = await save({ [key]: { script: "x", bullet_points: [] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(`Unknown section: ${key}. Reload the page and try again.`);
    expect(fs.readFileSync(path.join(dataDir, "papers", paperId, "script.json"), "utf8")).toBe(before);
  });

  it("refuses a save whose body names __proto__, and changes nothing", async () => {
    const before = fs.readFileSync(path.join(dataDir, "papers", paperId, "script.json"), "utf8");
    const res = await app.inject({
      method: "PUT",
      url: url("/sections"),
      headers: { ...me, "content-type": "application/json" },
      payload: `{"sections":{"__proto__":{"script":"x","bullet_points":[]}}}`,
    });
    expect(res.statusCode).toBe(422);
    expect(fs.readFileSync(path.join(dataDir, "papers", paperId, "script.json"), "utf8")).toBe(before);
  });

  it.each(["constructor", "toString", "__proto__"])("refuses an image for the inherited key %s as an unknown section", async (key) => {
    const before = fs.readFileSync(path.join(dataDir, "papers", paperId, "script.json"), "utf8");
    const res = await app.inject({ method: "PUT", url: url(`/sections/${key}/image`), headers: me });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(`Unknown section: ${key}. Reload the page and try again.`);
    expect(fs.readFileSync(path.join(dataDir, "papers", paperId, "script.json"), "utf8")).toBe(before);
  });
});

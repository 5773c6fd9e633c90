import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { SectionsResponse } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import type { Config } from "../config.js";
import { houseFile } from "../test/house-papers.js";
import { multipartBody } from "../test/multipart.js";
import { DIST, freePort, startNode, until, type NodeProcess } from "../test/processes.js";
import { testConfig } from "../test/test-config.js";

const ROUNDS = 60;

/** Which tab wrote a section and in which of its rounds; undefined for generated text. */
function writtenBy(script: string | undefined): { tab: string; round: number } | undefined {
  const m = /^tab (\w) round (\d+):/.exec(script ?? "");
  return m ? { tab: m[1] ?? "", round: Number(m[2]) } : undefined;
}

/**
 * Tabs A and B save disjoint sections of one paper ROUNDS times each, each through its own API
 * address, while a third assigns and removes an image on one of A's sections. Answers what went
 * wrong: a save that failed, lost its own sections, or brought back an older text of the other
 * tab's than the other tab had already been told was saved.
 */
async function editTogether(api: { A: string; B: string }, auth: Record<string, string>, id: string): Promise<string[]> {
  const sections = async () => (await (await fetch(`${api.A}/scripts/${id}/sections`, { headers: auth })).json()) as SectionsResponse;
  const keys = (await sections()).order ?? [];
  if (keys.length < 3) return [`only ${keys.length} sections`];
  const owned = { A: keys.filter((_, i) => i % 2 === 0), B: keys.filter((_, i) => i % 2 === 1) };
  const images = ((await (await fetch(`${api.A}/images/${id}/available`, { headers: auth })).json()) as { images: string[] }).images;
  const acked = { A: -1, B: -1 };
  const problems: string[] = [];

  const tab = async (name: "A" | "B") => {
    const other = name === "A" ? "B" : "A";
    for (let round = 0; round < ROUNDS; round++) {
      // A save that starts after the other tab's was acknowledged must keep it.
      const mustKeep = acked[other];
      // Like the web app: only the sections this tab changed, without image fields.
      const edits = Object.fromEntries(owned[name].map((k) => [k, { script: `tab ${name} round ${round}: ${k}`, bullet_points: [`${name}${round}`] }]));
      const res = await fetch(`${api[name]}/scripts/${id}/sections`, { method: "PUT", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ sections: edits }) });
      if (res.status !== 200) {
        problems.push(`${name} round ${round}: HTTP ${res.status}`);
        continue;
      }
      const saved = (await res.json()) as SectionsResponse;
      acked[name] = round;
      if ((saved.order ?? []).join() !== keys.join()) problems.push(`${name} round ${round}: the section list changed`);
      for (const k of owned[name]) if (saved.sections[k]?.script !== edits[k]?.script) problems.push(`${name} round ${round}: its own ${k} was not saved`);
      for (const k of owned[other]) {
        const seen = writtenBy(saved.sections[k]?.script);
        if (mustKeep >= 0 && (!seen || seen.tab !== other || seen.round < mustKeep)) problems.push(`${name} round ${round}: ${other}'s ${k} went back to "${saved.sections[k]?.script.slice(0, 24)}" after round ${mustKeep} was saved`);
      }
    }
  };
  let lastImage: string | null | undefined;
  const pictures = async () => {
    const target = owned.A[0] ?? "";
    for (let round = 0; round < ROUNDS / 2 && images.length > 0; round++) {
      const image = round % 2 === 0 ? (images[round % images.length] ?? null) : null;
      const res = await fetch(`${api.A}/scripts/${id}/sections/${target}/image${image ? `?image_name=${encodeURIComponent(image)}` : ""}`, { method: "PUT", headers: auth });
      if (res.status === 200) lastImage = image;
      else problems.push(`image round ${round}: HTTP ${res.status}`);
    }
  };
  await Promise.all([tab("A"), tab("B"), pictures()]);

  const after = await sections();
  if ((after.order ?? []).join() !== keys.join()) problems.push("the section list changed");
  for (const name of ["A", "B"] as const) {
    for (const k of owned[name]) if (after.sections[k]?.script !== `tab ${name} round ${ROUNDS - 1}: ${k}`) problems.push(`at the end, ${k} is "${after.sections[k]?.script.slice(0, 24)}", not ${name}'s last save`);
  }
  if (lastImage !== undefined && after.sections[owned.A[0] ?? ""]?.assigned_image !== lastImage) problems.push("the last image assignment was lost");
  return problems;
}

describe("concurrent script edits from several tabs", () => {
  let app: FastifyInstance;
  let config: Config;
  let api = "";
  let auth: Record<string, string> = {};
  let id = "";
  let second: NodeProcess | undefined;

  beforeAll(async () => {
    config = testConfig();
    app = await buildApp(config);
    await app.listen({ port: 0, host: "127.0.0.1" });
    api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const token = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json().access_token as string;
    auth = { authorization: `Bearer ${token}` };
    const body = await multipartBody({}, { name: "paper.pdf", data: houseFile("routing.pdf") });
    id = (await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...auth, ...body.headers }, payload: body.payload })).json().paper_id;
    expect((await app.inject({ method: "POST", url: `/api/scripts/${id}/generate`, headers: auth })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    second?.child.kill("SIGKILL");
    await second?.exited;
    await app.close();
  });

  it("through one server: no section is ever lost or reverted", async () => {
    expect(await editTogether({ A: api, B: api }, auth, id)).toEqual([]);
  }, 60_000);

  it("through two server processes on the same data (two API nodes): no section is ever lost or reverted", async () => {
    expect(fs.existsSync(path.join(DIST, "main.js")), "the server is built by npm test (npm run build)").toBe(true);
    const port = await freePort();
    second = startNode("second", "main.js", {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: config.dataDir,
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(config.dataDir, "no-web"),
      RATE_LIMIT_GENERATION: "0",
      RATE_LIMIT_SIGN_IN: "0",
    });
    const other = `http://127.0.0.1:${port}/api`;
    await until("the second server", async () => ((await fetch(`${other}/health`)).ok ? true : undefined), 30_000, 50);
    expect(await editTogether({ A: api, B: other }, auth, id)).toEqual([]);
  }, 60_000);
});

import fs from "node:fs";
import path from "node:path";
import type { PaperSummary, PapersListResponse } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { papersRepo } from "../db/papers.repo.js";
import { houseFile } from "../test/house-papers.js";
import { dbTargets, dropSchema } from "../test/databases.js";
import { sendJson, startFakeServer } from "../test/fake-server.js";
import { multipartBody } from "../test/multipart.js";
import { until } from "../test/processes.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

/**
 * A Gemini stand-in that accepts "good-" keys and holds every generateContent request open until
 * the caller gives up: a script job on it runs until it is cancelled. Records hung-up requests.
 */
async function startHangingGemini() {
  let hungUp = 0;
  const server = await startFakeServer(async (req, res) => {
    if (req.method === "GET" && req.url.startsWith("/v1beta/models")) return sendJson(res, 200, { models: [{ name: "models/gemini-2.5-flash" }] });
    await new Promise<void>((resolve) => res.on("close", resolve));
    hungUp += 1;
  });
  return { ...server, hungUp: () => hungUp };
}

for (const target of dbTargets()) {
  describe(`My papers API: list, summary and delete (${target.name})`, () => {
    let app: FastifyInstance;
    let db: DatabaseHandle;
    let gemini: Awaited<ReturnType<typeof startHangingGemini>>;
    let dataDir: string;
    let mine: Record<string, string>;
    let theirs: Record<string, string>;
    let ingested: string;
    const pg = target.pgSchema ? { databaseUrl: target.databaseUrl, pgSchema: target.pgSchema } : {};

    const get = (url: string, headers = mine) => app.inject({ method: "GET", url, headers });
    const uploadPdf = async (headers = mine) => {
      const body = await multipartBody({}, { name: "paper.pdf", data: houseFile("routing.pdf") });
      const res = await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...headers, ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(200);
      return (res.json() as { paper_id: string }).paper_id;
    };
    const listAll = async (limit: number, headers = mine) => {
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const res = await get(`/api/papers?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, headers);
        expect(res.statusCode).toBe(200);
        const page = res.json() as PapersListResponse;
        pages.push(page.papers.map((p) => p.paper_id));
        cursor = page.next_cursor;
      } while (cursor && pages.length < 20);
      return pages;
    };

    beforeAll(async () => {
      gemini = await startHangingGemini();
      const config = testConfig({ GEMINI_BASE_URL: gemini.url, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) });
      dataDir = config.dataDir;
      app = await buildApp(config, target.pgSchema ? { pgSchema: target.pgSchema } : {});
      db = await openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: path.join(dataDir, "lectern.db"), ...(target.pgSchema ? { pgSchema: target.pgSchema } : {}) });
      mine = await sessionFor(dataDir, "library-owner", pg);
      theirs = await sessionFor(dataDir, "library-intruder", pg);
      ingested = await uploadPdf();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await db?.close();
      await gemini?.close();
      await dropSchema(target);
    });

    it("lists only the caller's papers, newest first, in pages that neither repeat nor skip (ties on the creation time too)", async () => {
      const me = { id: (await papersRepo(db.db).byId(ingested))?.user_id ?? "" };
      // Five more papers made in the same millisecond: the page boundary falls inside the tie.
      const at = new Date(Date.now() + 60_000).toISOString();
      const extra = ["aaaa0000000000000001", "aaaa0000000000000002", "aaaa0000000000000003", "aaaa0000000000000004", "aaaa0000000000000005"];
      for (const id of extra) await db.db.insertInto("papers").values({ id, user_id: me.id, title: `Tie ${id}`, source_kind: "pdf", created_at: at, updated_at: at }).execute();

      const pages = await listAll(2);
      expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
      expect(pages.flat()).toEqual([...[...extra].reverse(), ingested]);
      // Another user's list holds nothing of the owner's.
      expect((await get("/api/papers", theirs)).json()).toEqual({ papers: [], next_cursor: null });
      // Bad paging input says what is wrong.
      const badCursor = await get("/api/papers?cursor=bm90LWEtY3Vyc29y");
      expect(badCursor.statusCode).toBe(422);
      expect(badCursor.json().detail).toMatch(/cursor.*first page/);
      expect((await get("/api/papers?limit=0")).statusCode).toBe(422);
      expect((await get("/api/papers?limit=51")).statusCode).toBe(422);
      for (const id of extra) await papersRepo(db.db).remove(id);
    });

    it("summarises a paper from what exists on the server, with a thumbnail only its owner is handed", async () => {
      const summary = (await get(`/api/papers/${ingested}`)).json() as PaperSummary;
      expect(summary).toMatchObject({ paper_id: ingested, title: "Sparse Attention Routing for Low-Latency Speech Recognition", source_kind: "pdf", has_script: false, has_slides: false, languages: [], running_job: null });
      const listed = ((await get("/api/papers")).json() as PapersListResponse).papers.find((p) => p.paper_id === ingested);
      expect(listed?.title).toBe(summary.title);
      // The first figure, through the image route's signed URL (no token needed, this path only).
      expect(summary.thumbnail_url).toMatch(new RegExp(`^/api/images/${ingested}/[^?]+\\?exp=\\d+&sig=`));
      const thumb = await app.inject({ method: "GET", url: summary.thumbnail_url ?? "" });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers["content-type"]).toMatch(/^image\//);
      // Scripts made: the summary follows the workspace.
      const made = await app.inject({ method: "POST", url: `/api/scripts/${ingested}/generate`, headers: { ...mine, "content-type": "application/json" }, payload: JSON.stringify({ writer: "local", length: "short" }) });
      expect(made.statusCode).toBe(200);
      expect(((await get(`/api/papers/${ingested}`)).json() as PaperSummary).has_script).toBe(true);
      // Another user, and a paper that does not exist: the same 404.
      const intruder = await get(`/api/papers/${ingested}`, theirs);
      expect(intruder.statusCode).toBe(404);
      expect(intruder.body).toBe((await get("/api/papers/ffffffffffffffffffff", theirs)).body);
    }, 120_000);

    it("DELETE refuses another user's paper with 404 and leaves it whole", async () => {
      const res = await app.inject({ method: "DELETE", url: `/api/papers/${ingested}`, headers: theirs });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await app.inject({ method: "DELETE", url: "/api/papers/ffffffffffffffffffff", headers: theirs })).json());
      expect((await get(`/api/papers/${ingested}`)).statusCode).toBe(200);
      expect(fs.existsSync(path.join(dataDir, "papers", ingested, "paper.json"))).toBe(true);
    });

    it("DELETE cancels a running job first (its run stops, its waiting request is told), then removes rows and workspace", async () => {
      const id = await uploadPdf();
      const keys = await app.inject({ method: "POST", url: "/api/keys/setup", headers: { ...mine, "content-type": "application/json" }, payload: JSON.stringify({ gemini_key: "good-gemini" }) });
      expect(keys.statusCode).toBe(200);
      // The request waits for its job, which waits on a provider that never answers.
      const waiting = app.inject({ method: "POST", url: `/api/scripts/${id}/generate`, headers: { ...mine, "content-type": "application/json" }, payload: JSON.stringify({ writer: "gemini", length: "short" }) });
      const running = await until(
        "the script job to be running",
        async () => {
          const summary = (await get(`/api/papers/${id}`)).json() as PaperSummary;
          return summary.running_job?.state === "running" && gemini.requests.some((r) => r.url.includes(":generateContent")) ? summary.running_job : undefined;
        },
        30_000,
      );
      expect(running.kind).toBe("script");

      const res = await app.inject({ method: "DELETE", url: `/api/papers/${id}`, headers: mine });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, paper_id: id });
      // The run stopped: the provider call was hung up, and the request waiting for it was answered.
      await until("the provider call to be hung up", () => (gemini.hungUp() >= 1 ? true : undefined), 10_000);
      const answered = await waiting;
      expect(answered.statusCode).toBe(409);
      expect(answered.json()).toMatchObject({ code: "cancelled" });
      // Gone from disk and database (the jobs with it), and from every view.
      expect(fs.existsSync(path.join(dataDir, "papers", id))).toBe(false);
      expect(await db.db.selectFrom("papers").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
      expect(await db.db.selectFrom("jobs").select("id").where("paper_id", "=", id).execute()).toEqual([]);
      expect((await get(`/api/papers/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/jobs/${running.id}`)).statusCode).toBe(404);
      expect((await listAll(50)).flat()).not.toContain(id);
      // Deleting again is the 404 of any missing paper.
      expect((await app.inject({ method: "DELETE", url: `/api/papers/${id}`, headers: mine })).statusCode).toBe(404);
    }, 120_000);
  });
}

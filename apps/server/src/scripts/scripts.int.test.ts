import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { sendJson, startFakeServer } from "../test/fake-server.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

interface GeminiRequest {
  generationConfig?: { responseSchema?: { properties?: { sections?: { items?: { properties?: { key?: { enum?: string[] } } } } } } };
}

/**
 * A fake Gemini generateContent endpoint: answers with narration for exactly the section keys the
 * request's responseSchema allows; "slow-" keys wait 800 ms, "bad-" keys are rejected with 403,
 * "sloppy-" keys get narration that never ends with a full stop (every time it is asked).
 */
async function startFakeGemini() {
  return startFakeServer(async (req, res) => {
    if (!req.url.includes(":generateContent")) return sendJson(res, 404, {});
    const key = String(req.headers["x-goog-api-key"] ?? "");
    if (key.startsWith("bad-")) return sendJson(res, 403, { error: { code: 403, message: "Permission denied", status: "PERMISSION_DENIED" } });
    if (key.startsWith("slow-")) await new Promise((r) => setTimeout(r, 800));
    const body = JSON.parse(req.body) as GeminiRequest;
    const keys = body.generationConfig?.responseSchema?.properties?.sections?.items?.properties?.key?.enum ?? [];
    const end = key.startsWith("sloppy-") ? "" : ".";
    const sections = keys.map((k) => ({
      key: k,
      // Every bullet is said in the narration (a bullet nobody says is dropped, and a section with none falls back).
      script: `Here we talk about ${k.replace(/_/g, " ")} in plain words. The talk explains the main question in plain words. The method shapes the main results${end}`,
      bullet_points: ["The talk explains the main question in plain words", "The method shapes the main results"],
    }));
    return sendJson(res, 200, {
      candidates: [{ content: { role: "model", parts: [{ text: JSON.stringify({ sections }) }] }, finishReason: "STOP", index: 0 }],
      usageMetadata: { promptTokenCount: 1000, candidatesTokenCount: 400, totalTokenCount: 1400 },
      modelVersion: "gemini-2.5-flash",
    });
  });
}

describe("scripts through the API", () => {
  let app: FastifyInstance;
  let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
  let dataDir: string;
  let me: Record<string, string>;
  let paperId: string;

  const url = (suffix: string) => `/api/scripts/${paperId}${suffix}`;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    // Key checks go nowhere (unverified) so stored keys are usable without a real check.
    const config = testConfig({ GEMINI_BASE_URL: gemini.url, KEY_CHECK_TIMEOUT_MS: "300" });
    dataDir = config.dataDir;
    app = await buildApp(config);
    me = await sessionFor(dataDir, "writer");
    const body = await multipartBody({}, { name: "p.zip", data: houseFile("speaker.zip") });
    paperId = (await app.inject({ method: "POST", url: "/api/papers/upload-zip", headers: { ...me, ...body.headers }, payload: body.payload })).json().paper_id;
  });
  afterAll(async () => {
    await app.close();
    await gemini.close();
  });

  it("answers 404 before any generation (the client turns it into empty)", async () => {
    expect((await app.inject({ method: "GET", url: url("/sections"), headers: me })).statusCode).toBe(404);
  });

  it("generates offline with the local writer when the user has no LLM key", async () => {
    const res = await app.inject({ method: "POST", url: url("/generate"), headers: me });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, writer: "local", model: "local" });
    const sections = (await app.inject({ method: "GET", url: url("/sections"), headers: me })).json();
    expect(sections.order[0]).toBe("opening");
    expect(sections.order.length).toBeGreaterThanOrEqual(5);
    expect(sections.writer).toBe("local");
    for (const key of sections.order as string[]) {
      expect(sections.sections[key].script.length).toBeGreaterThan(50);
      expect(sections.titles[key].length).toBeGreaterThan(0);
    }
  });

  it("saves edits exactly as typed, and concurrent saves of different sections both survive", async () => {
    const before = (await app.inject({ method: "GET", url: url("/sections"), headers: me })).json();
    const [a, b] = before.order as string[];
    const typedA = "  Exactly   as typed — with spacing, “quotes” and émoji 🎓.  ";
    const save = (key: string, script: string) =>
      app.inject({ method: "PUT", url: url("/sections"), headers: me, payload: { sections: { [key]: { script, bullet_points: ["One point", "Two points"] } } } });
    const [ra, rb] = await Promise.all([save(a ?? "", typedA), save(b ?? "", "Second section edited.")]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const after = (await app.inject({ method: "GET", url: url("/sections/refresh"), headers: me })).json();
    expect(after.sections[a ?? ""].script).toBe(typedA);
    expect(after.sections[b ?? ""].script).toBe("Second section edited.");
    expect(after.sections[b ?? ""].bullet_points).toEqual(["One point", "Two points"]);
    const unknown = await app.inject({ method: "PUT", url: url("/sections"), headers: me, payload: { sections: { no_such_section: { script: "x", bullet_points: [] } } } });
    expect(unknown.statusCode).toBe(422);
  });

  it("assigns a paper image, refuses an unknown one, and removes with no query", async () => {
    const images = (await app.inject({ method: "GET", url: `/api/images/${paperId}/available`, headers: me })).json().images as string[];
    const ok = await app.inject({ method: "PUT", url: url(`/sections/opening/image?image_name=${images[1]}`), headers: me });
    expect(ok.json()).toEqual({ success: true, section: "opening", assigned_image: images[1] });
    const bad = await app.inject({ method: "PUT", url: url("/sections/opening/image?image_name=fig_99.png"), headers: me });
    expect(bad.statusCode).toBe(422);
    const traversal = await app.inject({ method: "PUT", url: url("/sections/opening/image?image_name=../../paper.json"), headers: me });
    expect(traversal.statusCode).toBe(422);
    const removed = await app.inject({ method: "PUT", url: url("/sections/opening/image"), headers: me });
    expect(removed.json().assigned_image).toBeNull();

    // A save keeps an assignment unless it carries the removal (Step 3's No Image).
    await app.inject({ method: "PUT", url: url(`/sections/opening/image?image_name=${images[1]}`), headers: me });
    const keep = await app.inject({ method: "PUT", url: url("/sections"), headers: me, payload: { sections: { opening: { script: "Kept.", bullet_points: ["One"] } } } });
    expect(keep.json().sections.opening.assigned_image).toBe(images[1]);
    const drop = await app.inject({ method: "PUT", url: url("/sections"), headers: me, payload: { sections: { opening: { script: "Dropped.", bullet_points: ["One"], assigned_image: null } } } });
    expect(drop.json().sections.opening.assigned_image).toBeNull();
    const choose = await app.inject({ method: "PUT", url: url("/sections"), headers: me, payload: { sections: { opening: { script: "x", bullet_points: [], assigned_image: images[1] } } } });
    expect(choose.statusCode).toBe(422);
  });

  it("suggests bullets for one section with the offline writer", async () => {
    const res = await app.inject({
      method: "POST",
      url: url("/sections/opening/bullets"),
      headers: me,
      payload: { text: "Face recognition systems show different error rates across demographic groups. We build a balanced benchmark. Thresholds should be chosen per subgroup." },
    });
    expect(res.statusCode).toBe(200);
    const bullets = res.json().bullet_points as string[];
    expect(bullets.length).toBeGreaterThanOrEqual(1);
    for (const b of bullets) expect(b.split(/\s+/).length).toBeLessThanOrEqual(12);
  });

  it("uses Gemini when the user has a Gemini key, shows it, and refuses a parallel generation with 409", async () => {
    await app.inject({ method: "POST", url: "/api/keys/setup", headers: me, payload: { gemini_key: "slow-gemini-key" } });
    const [first, second] = await Promise.all([
      app.inject({ method: "POST", url: url("/generate"), headers: me }),
      new Promise((r) => setTimeout(r, 150)).then(() => app.inject({ method: "POST", url: url("/generate"), headers: me })),
    ]);
    expect(first.json()).toMatchObject({ writer: "gemini", model: "gemini-2.5-flash" });
    expect(second.statusCode).toBe(409);
    const sections = (await app.inject({ method: "GET", url: url("/sections"), headers: me })).json();
    expect(sections.writer).toBe("gemini");
    expect(sections.sections.opening.script).toMatch(/^Here we talk about opening/);
    expect(sections).not.toHaveProperty("fallback_sections");
    const req = gemini.requests.find((r) => r.url.includes(":generateContent"));
    expect(req?.url).toContain("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(req?.headers["x-goog-api-key"]).toBe("slow-gemini-key");
  });

  it("says which sections the local writer wrote when the model's text kept breaking the rules", async () => {
    await app.inject({ method: "POST", url: "/api/keys/setup", headers: me, payload: { gemini_key: "sloppy-gemini-key" } });
    const before = gemini.requests.length;
    const res = await app.inject({ method: "POST", url: url("/generate"), headers: me, payload: { length: "short" } });
    expect(res.json()).toMatchObject({ writer: "gemini" });
    // The whole script, then the failing sections once more.
    expect(gemini.requests.length - before).toBe(2);
    const sections = (await app.inject({ method: "GET", url: url("/sections"), headers: me })).json();
    expect(sections.writer).toBe("gemini");
    expect(sections.fallback_sections.map((f: { key: string }) => f.key)).toEqual(sections.order);
    expect(sections.fallback_sections[0].reason).toMatch(/does not end with a full stop/);
    expect(sections.sections.opening.script).not.toMatch(/^Here we talk about/);
  });

  it("keeps the existing scripts when the provider rejects the key, and never answers 401", async () => {
    const before = (await app.inject({ method: "GET", url: url("/sections"), headers: me })).json();
    await app.inject({ method: "POST", url: "/api/keys/setup", headers: me, payload: { gemini_key: "bad-gemini-key" } });
    const res = await app.inject({ method: "POST", url: url("/generate"), headers: me });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/kept/);
    expect((await app.inject({ method: "GET", url: url("/sections"), headers: me })).json()).toEqual(before);
    const local = await app.inject({ method: "POST", url: url("/generate"), headers: me, payload: { writer: "local", length: "short" } });
    expect(local.json().writer).toBe("local");
    const openai = await app.inject({ method: "POST", url: url("/generate"), headers: me, payload: { writer: "openai" } });
    expect(openai.statusCode).toBe(422);
    expect(openai.json().detail).toMatch(/Add an OpenAI key in API Setup/);
  });

  it("hides scripts from other users", async () => {
    const other = await sessionFor(dataDir, "other-reader");
    for (const [method, u] of [["GET", url("/sections")], ["POST", url("/generate")], ["GET", url("/sections/refresh")]] as const) {
      expect((await app.inject({ method, url: u, headers: other })).statusCode).toBe(404);
    }
  });
});

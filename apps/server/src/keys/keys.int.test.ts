import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { openDatabase } from "../db/database.js";
import { sessionsRepo } from "../db/sessions.repo.js";
import { usersRepo } from "../db/users.repo.js";
import { hashToken, newSessionToken } from "../security/tokens.js";
import { dbTargets, dropSchema } from "../test/databases.js";
import { startFakeProviders } from "../test/fake-providers.js";
import { testConfig } from "../test/test-config.js";

type Providers = Awaited<ReturnType<typeof startFakeProviders>>;

describe.each(dbTargets())("API keys on $name", (target) => {
  let providers: Providers;
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  const bearer = () => ({ authorization: `Bearer ${token}` });
  const setup = (payload: Record<string, string>) => app.inject({ method: "POST", url: "/api/keys/setup", headers: bearer(), payload });
  const openDb = () =>
    openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: path.join(dataDir, "lectern.db"), ...(target.pgSchema ? { pgSchema: target.pgSchema } : {}) });
  const status = async () => (await app.inject({ method: "GET", url: "/api/keys/status", headers: bearer() })).json();

  beforeAll(async () => {
    providers = await startFakeProviders();
    const config = testConfig({ ...providers.env, KEY_CHECK_TIMEOUT_MS: "400", DATABASE_URL: target.databaseUrl });
    dataDir = config.dataDir;
    app = await buildApp(config, target.pgSchema ? { pgSchema: target.pgSchema } : {});
    token = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json().access_token;
  });
  afterAll(async () => {
    await app.close();
    await providers.close();
    await dropSchema(target);
  });

  it("starts with every key missing, said as not set, and only English narratable", async () => {
    const first = await status();
    expect(first).toEqual({
      gemini_configured: false, sarvam_configured: false, openai_configured: false,
      gemini_key: "missing", sarvam_key: "missing", openai_key: "missing",
      gemini_status: "not set", sarvam_status: "not set", openai_status: "not set",
      narration_languages: expect.any(Array),
    });
    const languages = first.narration_languages as { language: string; available: boolean; reason?: string }[];
    expect(languages).toHaveLength(11);
    expect(languages.filter((l) => l.available).map((l) => l.language)).toEqual(["English"]);
    expect(languages.find((l) => l.language === "Hindi")).toEqual({ language: "Hindi", available: false, needs: "translation", reason: "needs a Sarvam, Gemini or OpenAI key" });
  });

  it("stores valid keys after asking each provider in its own wire format", async () => {
    providers.requests.length = 0;
    const res = await setup({ gemini_key: "  good-gemini-1  ", sarvam_key: "good-sarvam-1", openai_key: "good-openai-1" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, gemini_key: "valid", sarvam_key: "valid", openai_key: "valid", gemini_configured: true });

    const gemini = providers.requests.find((r) => r.url.startsWith("/v1beta/models"));
    expect(gemini?.method).toBe("GET");
    expect(gemini?.headers["x-goog-api-key"]).toBe("good-gemini-1"); // trimmed
    const openai = providers.requests.find((r) => r.url === "/v1/models");
    expect(openai?.headers.authorization).toBe("Bearer good-openai-1");
    const sarvam = providers.requests.find((r) => r.url === "/translate");
    expect(sarvam?.method).toBe("POST");
    expect(sarvam?.headers["api-subscription-key"]).toBe("good-sarvam-1");
    expect(JSON.parse(sarvam?.body ?? "{}")).toMatchObject({ source_language_code: "en-IN", target_language_code: "hi-IN", model: "mayura:v1" });
  });

  it("refuses a key its provider rejects, names it, and changes nothing", async () => {
    const res = await setup({ gemini_key: "bad-gemini", openai_key: "" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: "invalid_api_key", detail: expect.stringContaining("Gemini") });
    expect(await status()).toMatchObject({ gemini_key: "valid", openai_key: "valid", openai_configured: true });
  });

  it("names every rejected key", async () => {
    const res = await setup({ sarvam_key: "bad-s", openai_key: "bad-o" });
    expect(res.json().detail).toMatch(/Sarvam and OpenAI keys were rejected/);
  });

  it("removes a key given as an empty string and leaves absent fields alone", async () => {
    const res = await setup({ openai_key: "" });
    expect(res.json()).toMatchObject({ openai_key: "missing", openai_status: "not set", openai_configured: false, gemini_key: "valid", gemini_status: "valid", sarvam_key: "valid" });
  });

  it("opens every narration language once a translating key is there", async () => {
    const languages = (await status()).narration_languages as { available: boolean }[];
    expect(languages).toHaveLength(11);
    expect(languages.every((l) => l.available)).toBe(true);
  });

  it("stores a key it cannot check in time as unverified, within the timeout", async () => {
    // The fake provider answers a "slow-" key after 3 s, and then rejects it (401). Being stored as
    // unverified (200, not 422) means the answer came before the provider's: the check gave up at
    // its configured 400 ms (the default, 5 s, would have waited for the rejection).
    const res = await setup({ openai_key: "slow-openai" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openai_key: "unverified", openai_status: "could not be checked", openai_configured: true });
  });

  it("re-checks an unverified key when the status is read and the provider answers again", async () => {
    providers.setOnline(false);
    expect((await setup({ gemini_key: "good-gemini-2" })).json().gemini_key).toBe("unverified");
    providers.setOnline(true);
    expect((await status()).gemini_key).toBe("valid");
  });

  it("never returns a key to the client", async () => {
    const bodies = [(await setup({ sarvam_key: "good-sarvam-zz" })).body, JSON.stringify(await status())];
    for (const b of bodies) {
      expect(b).not.toContain("good-sarvam-zz");
      expect(b).not.toContain("good-gemini-2");
    }
  });

  it("keeps keys per user: another user sees none of them and cannot change them", async () => {
    const handle = await openDb();
    const other = await usersRepo(handle.db).upsert({ provider: "google", subject: "other-user", email: "o@x.org", name: "O", picture: null });
    const otherToken = newSessionToken();
    await sessionsRepo(handle.db).create(other.id, hashToken(otherToken), new Date(Date.now() + 3600_000));
    await handle.close();
    const otherAuth = { authorization: `Bearer ${otherToken}` };
    const theirs = await app.inject({ method: "GET", url: "/api/keys/status", headers: otherAuth });
    expect(theirs.json()).toMatchObject({ gemini_key: "missing", sarvam_key: "missing", openai_key: "missing" });
    await app.inject({ method: "POST", url: "/api/keys/setup", headers: otherAuth, payload: { gemini_key: "" } });
    expect((await status()).gemini_key).toBe("valid");
  });

  it("never holds a key in plain text in the database", async () => {
    const secrets = ["good-gemini-2", "good-sarvam-zz", "slow-openai", "good-gemini-1", "good-sarvam-1"];
    if (target.name === "sqlite") {
      const dbFiles = fs.readdirSync(dataDir).filter((f) => f.startsWith("lectern.db"));
      expect(dbFiles.length).toBeGreaterThan(0);
      for (const f of dbFiles) {
        const bytes = fs.readFileSync(path.join(dataDir, f)).toString("latin1");
        for (const s of secrets) expect(bytes).not.toContain(s);
      }
    }
    const handle = await openDb();
    const rows = await handle.db.selectFrom("user_keys").selectAll().execute();
    await handle.close();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const dump = JSON.stringify(rows);
    for (const s of secrets) expect(dump).not.toContain(s);
  });
});

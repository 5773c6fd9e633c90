import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";
import { STATE_REQUIRED } from "./callback-state.js";

// The published callback body is {code, paper_id}. Lectern also needs the state Google sent back;
// without it the answer says so, and why, instead of quoting the schema.

describe("YouTube callback without its state", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;

  beforeAll(async () => {
    // Configured, so nothing but the missing state stands in the way.
    const config = testConfig({ YOUTUBE_CLIENT_ID: "client.apps.googleusercontent.com", YOUTUBE_CLIENT_SECRET: "secret" });
    app = await buildApp(config);
    me = await sessionFor(config.dataDir, "uploader");
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: object) => app.inject({ method: "POST", url: "/api/youtube_upload/google_upload", headers: me, payload });

  it("refuses a spec-shaped {code, paper_id} with a worded reason, not a schema message", async () => {
    const res = await post({ code: "4/0AX4XfWh-code", paper_id: "paper0001abcd" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: STATE_REQUIRED, code: "invalid_oauth_state" });
    expect(STATE_REQUIRED).toMatch(/^The YouTube sign-in state is missing\./);
    expect(STATE_REQUIRED).toMatch(/started by you, for this paper/);
    expect(res.body).not.toMatch(/Invalid request|expected string|received undefined/);
  });

  it("says the same for a denied consent sent without its state", async () => {
    const res = await post({ error: "access_denied", paper_id: "paper0001abcd" });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(STATE_REQUIRED);
  });

  it("still needs a session first (no validation answer for a visitor)", async () => {
    const res = await app.inject({ method: "POST", url: "/api/youtube_upload/google_upload", payload: { code: "c", paper_id: "paper0001abcd" } });
    expect(res.statusCode).toBe(401);
  });
});

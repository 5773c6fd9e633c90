import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { languageByName, type VideoManifest } from "@lectern/contract";
import { CAPTIONS_FILE, VIDEO_FILE, VIDEO_MANIFEST, videoDirOf } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { openDatabase } from "../db/database.js";
import { houseFile } from "../test/house-papers.js";
import { dbTargets, dropSchema, type DbTarget } from "../test/databases.js";
import { FAKE_SCOPES, startFakeGoogle, type FakeGoogle } from "../test/fake-google.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { tempDir, testConfig } from "../test/test-config.js";

const KiB = 1024;
const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const VTT = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to this paper.\n\n00:00:02.000 --> 00:00:03.000\nThank you.\n";

/** A small real H.264/AAC mp4 (about 1.2 MB: several 256 KiB chunks, not a whole number of them). */
function makeVideo(): Buffer {
  const file = path.join(tempDir("lectern-yt-video-"), "v.mp4");
  execFileSync("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "3", "-c:v", "libx264", "-preset", "ultrafast", "-crf", "12", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file]);
  return fs.readFileSync(file);
}

/** An app on `target` with its own data dir, its log lines captured. */
async function startApp(target: DbTarget, env: Record<string, string>) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  const config = testConfig({ ...env, LOG_LEVEL: "info", DATABASE_URL: target.databaseUrl });
  const app = await buildApp(config, { logStream, ...(target.pgSchema ? { pgSchema: target.pgSchema } : {}) });
  const openDb = () => openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: path.join(config.dataDir, "lectern.db"), ...(target.pgSchema ? { pgSchema: target.pgSchema } : {}) });

  /** A signed-in Google-style user, straight in the database (several distinct users). */
  const signIn = (subject: string) => sessionFor(config.dataDir, subject, target);

  /** A real paper (a house PDF through the upload route); answers its id and title. */
  const addPaper = async (headers: Record<string, string>) => {
    const body = await multipartBody({}, { name: "wireless-workload.pdf", data: houseFile("routing.pdf") });
    const res = await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return { id: res.json().paper_id as string, title: res.json().metadata.title as string };
  };

  /** A finished English video where the video stage leaves it; answers the mp4's path. */
  const placeVideo = (paperId: string, video: Buffer) => {
    const dir = videoDirOf(path.join(config.dataDir, "papers", paperId), languageByName("English"));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, VIDEO_FILE), video);
    fs.writeFileSync(path.join(dir, CAPTIONS_FILE), VTT);
    const manifest: VideoManifest = { version: 1, language: "English", input_hash: "test", duration_s: 3, chapters: [], width: 640, height: 360, encode_ms: 1 };
    fs.writeFileSync(path.join(dir, VIDEO_MANIFEST), JSON.stringify(manifest));
    return path.join(dir, VIDEO_FILE);
  };

  /** Ages a state past its 15 minutes, as the clock would. */
  const expireState = async (state: string) => {
    const handle = await openDb();
    try {
      const hash = crypto.createHash("sha256").update(state).digest("hex");
      await handle.db.updateTable("youtube_oauth_states").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("state_hash", "=", hash).execute();
    } finally {
      await handle.close();
    }
  };

  return { app, config, lines, signIn, addPaper, placeVideo, expireState };
}
type TestApp = Awaited<ReturnType<typeof startApp>>;

/** The YouTube API calls of one app, as the user's browser would make them. */
function client(app: FastifyInstance) {
  const authUrl = (headers: Record<string, string>, paperId: string, language?: string) =>
    app.inject({ method: "GET", url: `/api/youtube_upload/auth-url?paper_id=${paperId}${language ? `&language=${language}` : ""}`, headers });
  const upload = (headers: Record<string, string>, payload: Record<string, string>) => app.inject({ method: "POST", url: "/api/youtube_upload/google_upload", headers, payload });

  /** Google's consent page answers with a 302 back to /oauth2callback; its query is the result. */
  const consent = async (url: string) => {
    const res = await fetch(url, { redirect: "manual" });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get("location") ?? "");
    expect(back.pathname).toBe("/oauth2callback");
    return back.searchParams;
  };

  /** auth-url, then the consent: the code and state the callback page would send. */
  const connect = async (headers: Record<string, string>, paperId: string) => {
    const res = await authUrl(headers, paperId);
    expect(res.statusCode).toBe(200);
    const { url, state } = res.json() as { url: string; state: string };
    const back = await consent(url);
    expect(back.get("state")).toBe(state);
    return { state, code: back.get("code") ?? "", error: back.get("error") };
  };
  return { authUrl, upload, consent, connect };
}

const INVALID_STATE = "This YouTube sign-in link is no longer valid. Please start the upload again.";

describe.each(dbTargets())("YouTube upload on $name", (target) => {
  let google: FakeGoogle;
  let video: Buffer;
  /** Default 8 MiB chunks: the whole test video goes in one PUT. */
  let one: TestApp;
  /** 256 KiB chunks (YouTube's smallest) and a PUBLIC_URL. */
  let chunked: TestApp;
  let me: Record<string, string>;
  let other: Record<string, string>;
  let mine = { id: "", title: "" };
  let second = { id: "", title: "" };
  let theirs = { id: "", title: "" };
  let chunkedPaper = { id: "", title: "" };
  let meChunked: Record<string, string>;
  /** Every user file the tests placed, with its hash: none may ever change. */
  const placed = new Map<string, string>();
  const api = () => client(one.app);

  beforeAll(async () => {
    video = makeVideo();
    google = await startFakeGoogle();
    one = await startApp(target, google.env);
    me = await one.signIn("uploader");
    other = await one.signIn("someone-else");
    mine = await one.addPaper(me);
    second = await one.addPaper(me);
    theirs = await one.addPaper(other);
    for (const id of [mine.id, theirs.id]) placed.set(one.placeVideo(id, video), sha256(video));

    chunked = await startApp(target.pgSchema ? { ...target, pgSchema: `${target.pgSchema}_c` } : target, { ...google.env, YOUTUBE_CHUNK_BYTES: String(256 * KiB), PUBLIC_URL: "https://lectern.example.org/some/path" });
    meChunked = await chunked.signIn("uploader");
    chunkedPaper = await chunked.addPaper(meChunked);
    placed.set(chunked.placeVideo(chunkedPaper.id, video), sha256(video));
  }, 180_000);

  afterAll(async () => {
    await one?.app.close();
    await chunked?.app.close();
    await google?.stop();
    await dropSchema(target);
    if (target.pgSchema) await dropSchema({ ...target, pgSchema: `${target.pgSchema}_c` });
  });

  afterEach(() => {
    for (const [file, hash] of placed) {
      expect(fs.existsSync(file), file).toBe(true);
      expect(sha256(fs.readFileSync(file)), file).toBe(hash);
      expect(fs.readFileSync(path.join(path.dirname(file), CAPTIONS_FILE), "utf8")).toBe(VTT);
    }
  });

  it("says in the auth config that YouTube upload is set up", async () => {
    const res = await one.app.inject({ method: "GET", url: "/api/auth/config" });
    expect(res.json().youtube_upload).toBe(true);
  });

  it("uploads: consent URL, Google's 302 with code and state, token exchange, resumable upload, captions", async () => {
    const res = await api().authUrl(me, mine.id, "English");
    expect(res.statusCode).toBe(200);
    const { url, state } = res.json() as { url: string; state: string };
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const asked = new URL(url);
    expect(`${asked.origin}${asked.pathname}`).toBe(google.env.GOOGLE_OAUTH_AUTH_URL);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: google.clientId,
      response_type: "code",
      access_type: "offline",
      prompt: "consent",
      state,
      redirect_uri: "http://localhost/oauth2callback",
    });
    expect(asked.searchParams.get("scope")?.split(" ").sort()).toEqual(Object.values(FAKE_SCOPES).sort());

    const back = await api().consent(url);
    const answer = await api().upload(me, { code: back.get("code") ?? "", paper_id: mine.id, state });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ success: true, privacy: "unlisted", captions_uploaded: true });
    const uploaded = google.videos.at(-1);
    expect(body.video_url).toBe(`https://www.youtube.com/watch?v=${uploaded?.id}`);
    expect(uploaded?.sha256).toBe(sha256(video));
    expect(uploaded?.contentType).toBe("video/mp4");
    expect(uploaded?.snippet).toMatchObject({ title: mine.title, categoryId: "28", defaultLanguage: "en" });
    const description = String(uploaded?.snippet.description);
    expect(description).toContain(mine.title);
    expect(description).toContain("Narration: English");
    expect(description).toMatch(/Made with Lectern$/);
    expect(uploaded?.status.privacyStatus).toBe("unlisted");
    // The code went back with the same redirect_uri and the client's credentials.
    expect(Object.fromEntries(google.exchanges.at(-1) ?? [])).toMatchObject({ grant_type: "authorization_code", client_id: google.clientId, client_secret: google.clientSecret, redirect_uri: "http://localhost/oauth2callback" });
    // The whole 1.2 MB file in one PUT (8 MiB chunks), no status queries.
    const puts = google.requests.filter((r) => r.method === "PUT");
    expect(puts.map((r) => r.contentRange)).toEqual([`bytes 0-${video.length - 1}/${video.length}`]);
    expect(google.captions.at(-1)).toMatchObject({ videoId: uploaded?.id, language: "en", name: "English", contentType: "text/vtt", body: VTT });
  });

  it("sends the video in 256 KiB chunks and takes the redirect URI from PUBLIC_URL", async () => {
    const { authUrl, upload, consent } = client(chunked.app);
    google.requests.length = 0;
    const { url, state } = (await authUrl(meChunked, chunkedPaper.id)).json() as { url: string; state: string };
    expect(new URL(url).searchParams.get("redirect_uri")).toBe("https://lectern.example.org/oauth2callback");
    const back = await consent(url);
    const body = (await upload(meChunked, { code: back.get("code") ?? "", paper_id: chunkedPaper.id, state })).json();
    expect(body.success).toBe(true);
    expect(google.videos.at(-1)?.sha256).toBe(sha256(video));
    const ranges = google.requests.filter((r) => r.method === "PUT").map((r) => r.contentRange);
    const chunks = Math.ceil(video.length / (256 * KiB));
    expect(ranges).toHaveLength(chunks);
    expect(ranges[0]).toBe(`bytes 0-${256 * KiB - 1}/${video.length}`);
    expect(ranges[1]).toBe(`bytes ${256 * KiB}-${512 * KiB - 1}/${video.length}`);
    expect(ranges.at(-1)).toBe(`bytes ${(chunks - 1) * 256 * KiB}-${video.length - 1}/${video.length}`);
  });

  it("resumes after the connection drops mid-chunk: asks what arrived and goes on from there", async () => {
    google.requests.length = 0;
    const { code, state } = await api().connect(me, mine.id);
    google.failOnce({ chunk: "drop" });
    const body = (await api().upload(me, { code, paper_id: mine.id, state })).json();
    expect(body.success).toBe(true);
    expect(google.videos.at(-1)?.sha256).toBe(sha256(video));
    const ranges = google.requests.filter((r) => r.method === "PUT").map((r) => r.contentRange);
    // Half of the one big chunk arrived; YouTube kept 512 KiB of it.
    expect(ranges).toEqual([`bytes 0-${video.length - 1}/${video.length}`, `bytes */${video.length}`, `bytes ${512 * KiB}-${video.length - 1}/${video.length}`]);
  });

  it("resumes in a chunked upload after a dropped chunk and after a 503", async () => {
    const { authUrl, upload, consent } = client(chunked.app);
    for (const failure of ["drop", 503] as const) {
      google.requests.length = 0;
      const { url, state } = (await authUrl(meChunked, chunkedPaper.id)).json() as { url: string; state: string };
      const back = await consent(url);
      // The first chunk goes through; the second one fails.
      google.failOnce({ chunk: failure, skipChunks: 1 });
      const body = (await upload(meChunked, { code: back.get("code") ?? "", paper_id: chunkedPaper.id, state })).json();
      expect(body.success, String(failure)).toBe(true);
      expect(google.videos.at(-1)?.sha256).toBe(sha256(video));
      const ranges = google.requests.filter((r) => r.method === "PUT").map((r) => r.contentRange);
      const second = `bytes ${256 * KiB}-${512 * KiB - 1}/${video.length}`;
      expect(ranges.slice(0, 4)).toEqual([`bytes 0-${256 * KiB - 1}/${video.length}`, second, `bytes */${video.length}`, second]);
    }
  });

  it("answers 503 once, then resumes and completes", async () => {
    google.requests.length = 0;
    const { code, state } = await api().connect(me, mine.id);
    google.failOnce({ chunk: 503 });
    const body = (await api().upload(me, { code, paper_id: mine.id, state })).json();
    expect(body.success).toBe(true);
    expect(google.videos.at(-1)?.sha256).toBe(sha256(video));
    const ranges = google.requests.filter((r) => r.method === "PUT").map((r) => r.contentRange);
    expect(ranges).toEqual([`bytes 0-${video.length - 1}/${video.length}`, `bytes */${video.length}`, `bytes 0-${video.length - 1}/${video.length}`]);
  });

  it("reports a denied consent and retires its state", async () => {
    google.setConsent("deny");
    try {
      const { state, code, error } = await api().connect(me, mine.id);
      expect(error).toBe("access_denied");
      expect(code).toBe("");
      const answer = await api().upload(me, { error: "access_denied", paper_id: mine.id, state });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: false, error: "You did not allow Lectern to upload to your YouTube channel." });
      const again = await api().upload(me, { code: "4/0anything", paper_id: mine.id, state });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ detail: INVALID_STATE, code: "invalid_oauth_state" });
    } finally {
      google.setConsent("allow");
    }
  });

  it("refuses a forged state and an expired one", async () => {
    const before = google.videos.length;
    const { code } = await api().connect(me, mine.id);
    const forged = await api().upload(me, { code, paper_id: mine.id, state: crypto.randomBytes(32).toString("base64url") });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ detail: INVALID_STATE, code: "invalid_oauth_state" });

    const late = await api().connect(me, mine.id);
    await one.expireState(late.state);
    const expired = await api().upload(me, { code: late.code, paper_id: mine.id, state: late.state });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe(INVALID_STATE);
    expect(google.videos.length).toBe(before);
  });

  it("uses a state once, even when the same callback arrives twice at the same time", async () => {
    const before = google.videos.length;
    const { code, state } = await api().connect(me, mine.id);
    const [a, b] = await Promise.all([api().upload(me, { code, paper_id: mine.id, state }), api().upload(me, { code, paper_id: mine.id, state })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(google.videos.length).toBe(before + 1);

    // A replay with a fresh, valid code is still refused: the state is spent.
    const fresh = await api().connect(me, mine.id);
    const replay = await api().upload(me, { code: fresh.code, paper_id: mine.id, state });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe(INVALID_STATE);
    expect(google.videos.length).toBe(before + 1);
  });

  it("refuses another user's state, and leaves it usable by its owner", async () => {
    const theirsConsent = await api().connect(other, theirs.id);
    const stolen = await api().upload(me, { code: theirsConsent.code, paper_id: mine.id, state: theirsConsent.state });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().detail).toBe(INVALID_STATE);
    const owner = await api().upload(other, { code: theirsConsent.code, paper_id: theirs.id, state: theirsConsent.state });
    expect(owner.json().success).toBe(true);
  });

  it("refuses a state issued for another paper", async () => {
    placed.set(one.placeVideo(second.id, video), sha256(video));
    const forSecond = await api().connect(me, second.id);
    const wrongPaper = await api().upload(me, { code: forSecond.code, paper_id: mine.id, state: forSecond.state });
    expect(wrongPaper.statusCode).toBe(400);
    expect(wrongPaper.json().detail).toBe(INVALID_STATE);
  });

  it("reports a code Google no longer accepts (expired, or used already)", async () => {
    const stale = await api().connect(me, mine.id);
    google.expireCodes();
    const expired = await api().upload(me, { code: stale.code, paper_id: mine.id, state: stale.state });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ success: false, error: "Google did not accept the sign-in (it may have expired or been used already). Please connect again." });

    const first = await api().connect(me, mine.id);
    const secondTry = await api().connect(me, mine.id);
    expect((await api().upload(me, { code: first.code, paper_id: mine.id, state: first.state })).json().success).toBe(true);
    const reused = await api().upload(me, { code: first.code, paper_id: mine.id, state: secondTry.state });
    expect(reused.json()).toMatchObject({ success: false, error: expect.stringMatching(/^Google did not accept the sign-in/) });
  });

  it("reports a consent that left out the upload permission", async () => {
    google.grantOnly([FAKE_SCOPES.email, FAKE_SCOPES.openid]);
    try {
      const { code, state } = await api().connect(me, mine.id);
      const body = (await api().upload(me, { code, paper_id: mine.id, state })).json();
      expect(body).toMatchObject({ success: false, error: expect.stringMatching(/did not allow Lectern to upload videos/) });
    } finally {
      google.grantOnly(undefined);
    }
  });

  it("explains YouTube's refusals: the daily quota, the channel's upload limit", async () => {
    const before = google.videos.length;
    for (const [reason, words] of [
      ["quotaExceeded", /daily upload allowance .* used up/],
      ["uploadLimitExceeded", /channel has reached its upload limit/],
      ["youtubeSignupRequired", /no YouTube channel yet/],
    ] as const) {
      const { code, state } = await api().connect(me, mine.id);
      google.failOnce({ start: reason });
      const answer = await api().upload(me, { code, paper_id: mine.id, state });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: false, error: expect.stringMatching(words) });
    }
    expect(google.videos.length).toBe(before);
  });

  it("still succeeds when the captions are refused for quota, saying they were not added", async () => {
    const { code, state } = await api().connect(me, mine.id);
    google.failOnce({ captions: "quotaExceeded" });
    const captionsBefore = google.captions.length;
    const body = (await api().upload(me, { code, paper_id: mine.id, state })).json();
    expect(body).toMatchObject({ success: true, captions_uploaded: false });
    expect(body.video_url).toBe(`https://www.youtube.com/watch?v=${google.videos.at(-1)?.id}`);
    expect(google.captions.length).toBe(captionsBefore);
  });

  it("asks for the video first when there is none", async () => {
    const hindi = await api().authUrl(me, mine.id, "Hindi");
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json().detail).toBe("Make the video first: this paper has no Hindi video yet.");
    const fresh = await one.addPaper(me);
    const none = await api().authUrl(me, fresh.id);
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe("Make the video first: this paper has no video yet.");
  });

  it("answers 404 for another user's paper, on both calls", async () => {
    expect((await api().authUrl(me, theirs.id)).statusCode).toBe(404);
    const { state, code } = await api().connect(me, mine.id);
    const res = await api().upload(me, { code, paper_id: theirs.id, state });
    expect(res.statusCode).toBe(404);
    // The refused call did not spend my state.
    expect((await api().upload(me, { code, paper_id: mine.id, state })).json().success).toBe(true);
  });

  it("validates the callback body: exactly one of code and error, and a state", async () => {
    const both = await api().upload(me, { code: "c", error: "access_denied", paper_id: mine.id, state: "s" });
    expect(both.statusCode).toBe(422);
    const neither = await api().upload(me, { paper_id: mine.id, state: "s" });
    expect(neither.statusCode).toBe(422);
    // The published body {code, paper_id} alone: refused with why the state is needed (callback-state.int.test.ts).
    const noState = await api().upload(me, { code: "c", paper_id: mine.id });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().code).toBe("invalid_oauth_state");
    expect((await one.app.inject({ method: "POST", url: "/api/youtube_upload/google_upload", payload: { code: "c", paper_id: mine.id, state: "s" } })).statusCode).toBe(401);
  });

  it("works over real HTTP, with the request's own origin in the redirect URI", async () => {
    const base = await one.app.listen({ port: 0, host: "127.0.0.1" });
    const res = await fetch(`${base}/api/youtube_upload/auth-url?paper_id=${mine.id}`, { headers: me });
    const { url, state } = (await res.json()) as { url: string; state: string };
    expect(new URL(url).searchParams.get("redirect_uri")).toBe(`${base}/oauth2callback`);
    const back = await api().consent(url);
    const answer = await fetch(`${base}/api/youtube_upload/google_upload`, {
      method: "POST",
      headers: { ...me, "content-type": "application/json" },
      body: JSON.stringify({ code: back.get("code"), paper_id: mine.id, state }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, privacy: "unlisted", captions_uploaded: true });
    // The callback page's own URL carries the code and state: the request log must not.
    await fetch(`${base}/oauth2callback?code=${back.get("code")}&state=${state}`);
    expect(one.lines.join("")).toContain("/oauth2callback?code=%5Bredacted%5D&state=%5Bredacted%5D");
    expect(one.lines.join("")).not.toContain(state);
  });

  it("never logs the client secret, codes or tokens", () => {
    const logs = one.lines.join("") + chunked.lines.join("");
    expect(logs).toContain("uploaded to YouTube");
    expect(logs).not.toContain(google.clientSecret);
    for (const form of google.exchanges) expect(logs).not.toContain(form.get("code") ?? "");
    expect(logs).not.toMatch(/ya29\.|1\/\/|Bearer /);
  });
});

describe("YouTube upload when the operator has not set it up", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ LOCAL_LOGIN: "true" }));
  });
  afterAll(async () => {
    await app.close();
  });

  it("says so in the auth config and answers 503 with what to set", async () => {
    expect((await app.inject({ method: "GET", url: "/api/auth/config" })).json().youtube_upload).toBe(false);
    const token = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json().access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    const paperId = "0123456789abcdef0123";
    const message = "YouTube upload is not set up on this server: the operator must set YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET.";
    const url = await app.inject({ method: "GET", url: `/api/youtube_upload/auth-url?paper_id=${paperId}`, headers });
    expect(url.statusCode).toBe(503);
    expect(url.json()).toEqual({ detail: message, code: "youtube_not_configured" });
    const upload = await app.inject({ method: "POST", url: "/api/youtube_upload/google_upload", headers, payload: { code: "c", paper_id: paperId, state: "s" } });
    expect(upload.statusCode).toBe(503);
    expect(upload.json().detail).toBe(message);
  });
});

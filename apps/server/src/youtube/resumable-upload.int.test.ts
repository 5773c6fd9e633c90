import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_SCOPES, startFakeGoogle, type FakeGoogle } from "../test/fake-google.js";
import { tempDir } from "../test/test-config.js";
import { resumableUpload, type ResumableUploadInput } from "./resumable-upload.js";

const KiB = 1024;
const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");

/** An access token from the fake, by its consent and token endpoints. */
async function accessToken(google: FakeGoogle): Promise<string> {
  const redirectUri = "http://127.0.0.1:1/oauth2callback";
  const consent = new URL(google.env.GOOGLE_OAUTH_AUTH_URL ?? "");
  for (const [k, v] of Object.entries({ client_id: google.clientId, redirect_uri: redirectUri, response_type: "code", scope: Object.values(FAKE_SCOPES).join(" "), access_type: "offline", prompt: "consent", state: "s" })) {
    consent.searchParams.set(k, v);
  }
  const back = new URL((await fetch(consent, { redirect: "manual" })).headers.get("location") ?? "");
  const form = new URLSearchParams({ grant_type: "authorization_code", code: back.searchParams.get("code") ?? "", client_id: google.clientId, client_secret: google.clientSecret, redirect_uri: redirectUri });
  const res = await fetch(google.env.GOOGLE_OAUTH_TOKEN_URL ?? "", { method: "POST", body: form });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe("resumable upload protocol", () => {
  let google: FakeGoogle;
  let token: string;
  let file: string;
  let bytes: Buffer;
  const upload = (over: Partial<ResumableUploadInput> = {}) =>
    resumableUpload({
      apiBase: google.url,
      accessToken: token,
      file,
      contentType: "video/mp4",
      metadata: { snippet: { title: "T", description: "D" }, status: { privacyStatus: "private" } },
      chunkBytes: 256 * KiB,
      backoffMs: 5,
      ...over,
    });
  const puts = () => google.requests.filter((r) => r.method === "PUT").map((r) => r.contentRange);

  beforeAll(async () => {
    google = await startFakeGoogle();
    token = await accessToken(google);
    bytes = crypto.randomBytes(600 * KiB);
    file = path.join(tempDir("lectern-resumable-"), "v.mp4");
    fs.writeFileSync(file, bytes);
  });
  afterAll(async () => {
    await google.stop();
  });
  beforeEach(() => {
    google.requests.length = 0;
    google.failOnce({ chunk: undefined, chunkTimes: undefined, skipChunks: undefined, start: undefined });
  });

  it("sends from byte 0 again when YouTube kept nothing (308 without Range)", async () => {
    google.failOnce({ chunk: "drop" });
    const result = await upload();
    expect(result).toMatchObject({ ok: true, privacy: "private", bytes: bytes.length, resumes: 1 });
    expect(google.videos.at(-1)?.sha256).toBe(sha256(bytes));
    const first = `bytes 0-${256 * KiB - 1}/${bytes.length}`;
    expect(puts().slice(0, 3)).toEqual([first, `bytes */${bytes.length}`, first]);
  });

  it("gives up after a bounded number of failures in a row, and says YouTube is not answering", async () => {
    google.failOnce({ chunk: 503, chunkTimes: 1000 });
    const result = await upload({ maxRetries: 3 });
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/YouTube is not answering properly right now \(HTTP 503\)/) });
    // One chunk, then for each of the 3 retries a status query and the chunk again.
    expect(puts()).toHaveLength(1 + 3 * 2);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it("retries the session start after a 503, and explains a token YouTube does not accept", async () => {
    google.failOnce({ start: 503 });
    expect(await upload()).toMatchObject({ ok: true });
    expect(google.requests.filter((r) => r.method === "POST")).toHaveLength(2);
    expect(await upload({ accessToken: "ya29.not-a-token" })).toMatchObject({ ok: false, message: "YouTube did not accept the sign-in. Please connect again." });
  });

  it("says plainly when YouTube cannot be reached at all", async () => {
    const result = await upload({ apiBase: "http://127.0.0.1:9", maxRetries: 1 });
    expect(result).toMatchObject({ ok: false, message: "Could not reach YouTube to upload the video. Please try again in a moment." });
  });
});

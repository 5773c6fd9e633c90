import crypto from "node:crypto";
import path from "node:path";
import { API_PREFIX, ImagesAvailableResponse, Job, MediaStatusResponse, MeResponse, OneClickResponse, PaperMetadata, PaperProcessed, pathFor, SectionsResponse, SlidesPreviewResponse, type RouteAuth, type RouteName, type ROUTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { buildApp } from "../app.js";
import type { Config } from "../config.js";
import { openDatabase } from "../db/database.js";
import { sessionsRepo } from "../db/sessions.repo.js";
import { deriveKey } from "../security/server-secret.js";
import { hashToken, newSessionToken } from "../security/tokens.js";
import { urlSigner, type UrlSigner } from "../security/url-signer.js";
import { bearer } from "./authz-http.js";
import { houseFile } from "./house-papers.js";
import type { DbTarget } from "./databases.js";
import { startFakeGoogleIdp, TEST_CLIENT_ID } from "./google-idp.js";
import { multipartBody } from "./multipart.js";
import { sessionFor } from "./sessions.js";
import { testConfig } from "./test-config.js";

/** Route names by who may call them, so a table keyed by them must name every such route. */
export type RoutesWith<A extends RouteAuth> = { [K in RouteName]: (typeof ROUTES)[K]["auth"] extends A ? K : never }[RouteName];

export const OWNER_PDF = "routing.pdf";
/** The intruder's own paper is another one, so its title can never pass for a leak of the owner's. */
const INTRUDER_PDF = "soil.pdf";
/** Any LaTeX zip, for the zip upload routes (refused before it is read). */
export const SOME_ZIP = "speaker.zip";

/** The owner's paper and everything made from it, as the API named them. */
export interface OwnerFacts {
  paperId: string;
  jobId: string;
  images: string[];
  slides: string[];
  audioFiles: string[];
  section: string;
  sectionEdit: { script: string; bullet_points: string[] };
  metadata: { title: string; authors: string; date: string };
  userId: string;
  email: string;
  /** A Google ID token from the fake identity provider, for the public Google sign-in route. */
  googleIdToken: string;
}

export interface World {
  app: FastifyInstance;
  config: Config;
  owner: OwnerFacts;
  tokens: { owner: string; intruder: string; intruderSpare: string; revoked: string; expired: string; forged: string };
  intruderPaperId: string;
  /** The signed media URLs the API itself handed the owner, by route. */
  issued: Record<RoutesWith<"media">, string>;
  /** The server's media-URL signer (same secret), with a clock of our choosing. */
  signerAt(now?: () => number): UrlSigner;
  /** What no answer to anyone but the owner may contain. */
  secrets: string[];
  close(): Promise<void>;
}

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`fixture: ${what} is missing`);
  return value;
}

/**
 * One app with two users: the owner, whose PDF went through one click (paper, images, script,
 * slides, audio, video, captions and the job), and an intruder with a paper of their own; plus a
 * revoked and an expired session of the owner.
 */
export async function buildWorld(target: DbTarget): Promise<World> {
  const idp = await startFakeGoogleIdp();
  const secretKey = crypto.randomBytes(32).toString("hex");
  const config = testConfig({
    DATABASE_URL: target.databaseUrl,
    SECRET_KEY: secretKey,
    GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
    GOOGLE_JWKS_URL: idp.jwksUrl,
    LOCAL_LOGIN: "true",
    // YouTube set up, so its routes reach their ownership check (unset, they answer 503 to anyone).
    YOUTUBE_CLIENT_ID: "authz-youtube-client",
    YOUTUBE_CLIENT_SECRET: "authz-youtube-secret",
    GOOGLE_OAUTH_TOKEN_URL: "http://127.0.0.1:9/token",
    YOUTUBE_API_BASE: "http://127.0.0.1:9",
  });
  const app = await buildApp(config, target.pgSchema ? { pgSchema: target.pgSchema } : {});
  const close = async () => {
    await app.close();
    await idp.close();
  };
  try {
    const tokenOf = (h: Record<string, string>) => must(h.authorization, "session header").replace(/^Bearer /, "");
    const owner = tokenOf(await sessionFor(config.dataDir, "authz-owner", target));
    const intruder = tokenOf(await sessionFor(config.dataDir, "authz-intruder", target));
    const intruderSpare = tokenOf(await sessionFor(config.dataDir, "authz-intruder", target));

    const call = async <S extends z.ZodType>(schema: S, method: "GET" | "POST", url: string, token: string, form?: { payload: Buffer; headers: Record<string, string> }): Promise<z.output<S>> => {
      const res = await app.inject({ method, url, headers: { ...bearer(token), ...form?.headers }, ...(form ? { payload: form.payload } : {}) });
      if (res.statusCode !== 200) throw new Error(`fixture: ${method} ${url} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
      return schema.parse(res.json());
    };
    const api = (name: RouteName, params: Record<string, string> = {}) => API_PREFIX + pathFor(name, params);

    // The owner's paper through one click, with the offline providers.
    const pdf = await multipartBody({}, { name: OWNER_PDF, data: houseFile(OWNER_PDF), type: "application/pdf" });
    const made = await call(OneClickResponse, "POST", api("oneClickPdf"), owner, pdf);
    const id = made.paper_id;
    const jobId = must(made.job_id, "one-click job id");
    const job = await call(Job, "GET", api("getJob", { id: jobId }), owner);
    if (job.state !== "succeeded") throw new Error(`fixture: the one-click job is ${job.state}: ${job.message}`);

    const images = await call(ImagesAvailableResponse, "GET", api("imagesAvailable", { id }), owner);
    const slides = await call(SlidesPreviewResponse, "GET", api("slidesPreview", { id }), owner);
    const media = await call(MediaStatusResponse, "GET", `${api("mediaStatus", { id })}?language=English`, owner);
    const script = await call(SectionsResponse, "GET", api("getSections", { id }), owner);
    const metadata = await call(PaperMetadata, "GET", api("getMetadata", { id }), owner);
    const me = await call(MeResponse, "GET", api("me"), owner);
    const image = must(images.images[0], "an image of the owner's paper");
    const slide = must(slides.images[0], "a slide preview");
    const audio = must(media.audio_files[0], "an audio file");
    const section = must(script.order?.[0], "a script section");
    const edit = must(script.sections[section], "the section's script");

    // A session the owner signed out of, and one that ran out a minute ago (kept: the sweep only
    // drops sessions ended for more than a day).
    const revoked = tokenOf(await sessionFor(config.dataDir, "authz-owner", target));
    await call(MeResponse, "GET", api("me"), revoked);
    const out = await app.inject({ method: "POST", url: api("logout"), headers: bearer(revoked) });
    if (out.statusCode !== 200) throw new Error(`fixture: logout answered ${out.statusCode}`);
    const expired = newSessionToken();
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: path.join(config.dataDir, "lectern.db"), ...(target.pgSchema ? { pgSchema: target.pgSchema } : {}) });
    try {
      await sessionsRepo(handle.db).create(me.user.id, hashToken(expired), new Date(Date.now() - 60_000));
    } finally {
      await handle.close();
    }

    const theirPdf = await multipartBody({}, { name: INTRUDER_PDF, data: houseFile(INTRUDER_PDF), type: "application/pdf" });
    const theirs = await call(PaperProcessed, "POST", api("uploadPdf"), intruder, theirPdf);

    const ownerFacts: OwnerFacts = {
      paperId: id,
      jobId,
      images: images.images,
      slides: slides.images,
      audioFiles: media.audio_files,
      section,
      sectionEdit: { script: edit.script, bullet_points: edit.bullet_points },
      metadata: { title: metadata.title, authors: metadata.authors, date: metadata.date },
      userId: me.user.id,
      email: me.user.email,
      googleIdToken: await idp.sign({ sub: "authz-google-user", email: "authz-google@example.org" }),
    };
    const tokens = { owner, intruder, intruderSpare, revoked, expired, forged: newSessionToken() };
    const signingKey = deriveKey(Buffer.from(secretKey, "utf8"), "media-urls");
    return {
      app,
      config,
      owner: ownerFacts,
      tokens,
      intruderPaperId: theirs.paper_id,
      issued: {
        oneClickStreamVideo: must(made.video_url, "the one-click video URL"),
        image: must(images.urls?.[image], "the image's signed URL"),
        slideImage: must(slides.urls?.[slide], "the slide's signed URL"),
        mediaStreamAudio: must(media.audio_urls?.[audio], "the audio's signed URL"),
        mediaStreamVideo: must(media.video_url, "the video's signed URL"),
        mediaCaptions: must(media.captions_url, "the captions' signed URL"),
        jobEvents: must(job.events_url, "the job's event-stream URL"),
      },
      signerAt: (now = Date.now) => urlSigner(signingKey, now),
      secrets: [
        ownerFacts.paperId,
        ownerFacts.jobId,
        ownerFacts.metadata.title,
        // Each author's name (the whole list is one string).
        ...ownerFacts.metadata.authors.split(/,\s*|\s+and\s+/).filter((a) => a.trim().length >= 4),
        OWNER_PDF,
        ownerFacts.userId,
        ownerFacts.email,
        ...Object.values(tokens),
        secretKey,
        config.dataDir,
        edit.script.slice(0, 60),
      ],
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

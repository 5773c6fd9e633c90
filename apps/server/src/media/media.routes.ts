import fs from "node:fs";
import path from "node:path";
import { API_PREFIX, DEFAULT_VOICE, downloadNames, ERROR_CODES, languageByName, pathFor, ROUTES, type LanguageName, type RouteDef, type VoiceKey } from "@lectern/contract";
import { audioDir, mediaLanguages, readAudioManifest, readScript, videoDirOf, videoPaths, workspaceRelative, type LanguageMedia } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { AppError, notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import { mediaPaper } from "../papers/media-paper.js";
import { sendDownload } from "../http/send-download.js";
import { awaitJob } from "../jobs/await-job.js";
import { streamFile } from "./stream-file.js";

/** The language a read is about: the one asked for, else the newest with media. */
function pick(all: LanguageMedia[], asked: LanguageName | undefined): LanguageMedia | undefined {
  return asked ? all.find((m) => m.language === asked) : all[0];
}


/** 503, not 422: nothing the user sends can fix it; the operator has to set Bhashini up. */
export const BHASHINI_NOT_CONFIGURED =
  "Bhashini voices are not available on this server: its operator has not configured a Bhashini account (BHASHINI_USER_ID, BHASHINI_API_KEY and BHASHINI_PIPELINE_ID). Use Generate Audio for the other voices.";

/** Audio, video and one-click jobs of a paper exclude each other: they write the same files. */
const MEDIA_KINDS = ["audio", "video", "oneclick"] as const;
const BUSY = "Audio or video for this paper is already being made. Please wait for it to finish.";

export function registerMediaRoutes(app: FastifyInstance, { auth, papers, repo, signer, jobs, config }: Pick<RouteDeps, "auth" | "papers" | "repo" | "signer" | "jobs" | "config">): void {
  // Whether the operator configured a Bhashini account (its voices are the server's, not the user's).
  const bhashini = config.providers.bhashini !== undefined;
  const needScript = async (dir: string) => {
    if (!(await readScript(dir))) throw new AppError(422, ERROR_CODES.validation, "Generate the scripts first: the narration is read from them.");
  };
  const narrateJob = async (userId: string, paperId: string, payload: { language: LanguageName; voice: VoiceKey; hinglish_iterations: number; use: "auto" | "bhashini" }, route: RouteDef) => {
    await papers.owned(paperId, userId);
    await needScript(papers.dirOf(paperId));
    const job = await jobs.submit({ userId, paperId, kind: "audio", payload, exclusiveWith: MEDIA_KINDS, busyMessage: BUSY });
    return (await awaitJob(jobs, job, route)) as { audio_files: string[]; hindi_debug?: { section: string; iterations: string[] }[] };
  };

  registerRoute(app, auth, ROUTES.generateAudio, async ({ user, params, body }) => {
    const voice = body.voice_selection[body.selected_language] ?? DEFAULT_VOICE;
    const result = await narrateJob(user.id, params.id, { language: body.selected_language, voice, hinglish_iterations: body.hinglish_iterations, use: "auto" }, ROUTES.generateAudio);
    return { audio_files: result.audio_files, ...(body.show_hindi_debug && result.hindi_debug ? { hindi_debug: result.hindi_debug } : {}) };
  });

  registerRoute(app, auth, ROUTES.generateAudioBhashini, async ({ user, params, body }) => {
    if (!bhashini) {
      // Someone else's paper stays a 404, as on every other route.
      await papers.owned(params.id, user.id);
      throw new AppError(503, ERROR_CODES.providerUnavailable, BHASHINI_NOT_CONFIGURED);
    }
    const result = await narrateJob(user.id, params.id, { language: body.selected_language, voice: body.voice ?? DEFAULT_VOICE, hinglish_iterations: 0, use: "bhashini" }, ROUTES.generateAudioBhashini);
    return { audio_files: result.audio_files };
  });

  registerRoute(app, auth, ROUTES.generateVideo, async ({ user, params, body }) => {
    await papers.owned(params.id, user.id);
    const dir = papers.dirOf(params.id);
    if (!(await readAudioManifest(dir, body.selected_language))) {
      throw new AppError(422, ERROR_CODES.validation, `Generate the ${body.selected_language} audio first: the video is made from the slides and the narration.`);
    }
    const job = await jobs.submit({ userId: user.id, paperId: params.id, kind: "video", payload: { language: body.selected_language, ...(body.highlight === undefined ? {} : { highlight: body.highlight }) }, exclusiveWith: MEDIA_KINDS, busyMessage: BUSY });
    const result = (await awaitJob(jobs, job, ROUTES.generateVideo)) as { video_path: string };
    const streamPath = API_PREFIX + pathFor("mediaStreamVideo", { id: params.id });
    return { video_path: result.video_path, video_url: signer.sign(streamPath, undefined, { language: body.selected_language }).url };
  });

  registerRoute(app, auth, ROUTES.mediaStatus, async ({ user, params, query }) => {
    await papers.owned(params.id, user.id);
    const dir = papers.dirOf(params.id);
    const all = await mediaLanguages(dir);
    const media = pick(all, query.language);
    if (!media) throw notFound("No audio or video has been made for this paper yet.");
    const lang = languageByName(media.language);
    const signed = (p: string) => signer.sign(API_PREFIX + p, undefined, { language: media.language }).url;
    const files = media.audio?.sections.map((s) => s.file) ?? [];
    return {
      paper_id: params.id,
      audio_files: files,
      video_path: media.video ? workspaceRelative(dir, videoPaths(videoDirOf(dir, lang)).mp4) : null,
      language: media.language,
      languages: all.map((m) => m.language),
      video_url: media.video ? signed(pathFor("mediaStreamVideo", { id: params.id })) : null,
      captions_url: media.video && fs.existsSync(videoPaths(videoDirOf(dir, lang)).captions) ? signed(pathFor("mediaCaptions", { id: params.id })) : null,
      audio_urls: Object.fromEntries(files.map((f) => [f, signed(pathFor("mediaStreamAudio", { id: params.id, file: f }))])),
      audio_durations: Object.fromEntries(media.audio?.sections.map((s) => [s.file, s.duration_s]) ?? []),
      duration_s: media.video?.duration_s ?? null,
    };
  });

  /** The newest (or asked-for) language's media, or 404 with a reason. */
  const mediaFor = async (paperId: string, asked: LanguageName | undefined) => {
    const media = pick(await mediaLanguages(papers.dirOf(paperId)), asked);
    if (!media) throw notFound(asked ? `No ${asked} audio or video has been made for this paper yet.` : "No audio or video has been made for this paper yet.");
    return { media, lang: languageByName(media.language) };
  };
  const videoFile = async (paperId: string, asked: LanguageName | undefined, which: "mp4" | "captions") => {
    const { media, lang } = await mediaFor(paperId, asked);
    const file = videoPaths(videoDirOf(papers.dirOf(paperId), lang))[which];
    if (!media.video || !fs.existsSync(file)) throw notFound("No video has been made for this paper yet.");
    return file;
  };
  /** A file name from the request is only ever compared with the manifest's names. */
  const audioFile = async (paperId: string, asked: LanguageName | undefined, name: string) => {
    const { media, lang } = await mediaFor(paperId, asked);
    const entry = media.audio?.sections.find((s) => s.file === name);
    if (!entry) throw notFound("There is no such audio file for this paper.");
    return path.join(audioDir(papers.dirOf(paperId), lang), entry.file);
  };

  registerRoute(app, auth, ROUTES.mediaDownloadVideo, async ({ user, params, query, reply }) => {
    await papers.owned(params.id, user.id);
    sendDownload(reply, await videoFile(params.id, query.language, "mp4"), downloadNames.video(params.id));
  });
  registerRoute(app, auth, ROUTES.mediaDownloadAudio, async ({ user, params, query, reply }) => {
    await papers.owned(params.id, user.id);
    sendDownload(reply, await audioFile(params.id, query.language, params.file), params.file);
  });
  registerRoute(app, auth, ROUTES.mediaStreamVideo, async ({ user, params, query, request, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    await streamFile(request, reply, await videoFile(params.id, query.language, "mp4"), "video/mp4");
  });
  registerRoute(app, auth, ROUTES.mediaStreamAudio, async ({ user, params, query, request, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    await streamFile(request, reply, await audioFile(params.id, query.language, params.file), "audio/wav");
  });
  registerRoute(app, auth, ROUTES.mediaCaptions, async ({ user, params, query, request, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    await streamFile(request, reply, await videoFile(params.id, query.language, "captions"), "text/vtt; charset=utf-8");
  });
}

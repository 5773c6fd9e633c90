import fs from "node:fs";
import path from "node:path";
import { API_PREFIX, DEFAULT_VOICE, downloadNames, ERROR_CODES, languageByName, pathFor, ROUTES, type LanguageName } from "@lectern/contract";
import { audioDir, generateAudio, mediaLanguages, paperLanguage, readScript, speechFor, translatorFor, videoDirOf, CAPTIONS_FILE, VIDEO_FILE, type LanguageMedia } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import type { Authenticator } from "../auth/authenticate.js";
import type { Config } from "../config.js";
import type { PapersRepo } from "../db/papers.repo.js";
import { AppError, notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import type { KeysService } from "../keys/keys.service.js";
import { mediaPaper } from "../papers/images.routes.js";
import { sendDownload } from "../papers/papers.routes.js";
import type { PapersService } from "../papers/papers.service.js";
import type { UrlSigner } from "../security/url-signer.js";
import { mediaFailure } from "./media-failure.js";
import { providerKeysFor } from "./provider-keys.js";
import { streamFile } from "./stream-file.js";
import { makeVideo } from "./video-stage.js";

const KEPT_AUDIO = "Any narration made before was kept.";

/** The language a read is about: the one asked for, else the newest with media. */
function pick(all: LanguageMedia[], asked: LanguageName | undefined): LanguageMedia | undefined {
  return asked ? all.find((m) => m.language === asked) : all[0];
}

export interface MediaDeps {
  auth: Authenticator;
  papers: PapersService;
  repo: PapersRepo;
  signer: UrlSigner;
  keys: KeysService;
  config: Config;
}

export function registerMediaRoutes(app: FastifyInstance, { auth, papers, repo, signer, keys, config }: MediaDeps): void {
  // One media build per paper at a time (in this process); a second request gets 409.
  const working = new Set<string>();
  const exclusive = async <T>(paperId: string, work: () => Promise<T>): Promise<T> => {
    if (working.has(paperId)) throw new AppError(409, ERROR_CODES.busy, "Audio or video for this paper is already being made. Please wait for it to finish.");
    working.add(paperId);
    try {
      return await work();
    } finally {
      working.delete(paperId);
    }
  };
  const needScript = async (dir: string) => {
    if (!(await readScript(dir))) throw new AppError(422, ERROR_CODES.validation, "Generate the scripts first: the narration is read from them.");
  };

  const narrate = async (userId: string, paperId: string, language: LanguageName, voice: "vidya" | "karun", use: "auto" | "bhashini", hinglishIterations: number) => {
    await papers.owned(paperId, userId);
    const dir = papers.dirOf(paperId);
    await needScript(dir);
    const providerKeys = await providerKeysFor(userId, keys, config);
    return exclusive(paperId, async () => {
      try {
        const speech = speechFor(providerKeys, use);
        // The paper's language decides whether Sarvam can translate it (it cannot from Chinese).
        const translator = translatorFor(providerKeys, await paperLanguage(dir));
        return await generateAudio(dir, { language, voice, speech, hinglishIterations, ...(translator ? { translator } : {}) });
      } catch (err) {
        throw mediaFailure(err, KEPT_AUDIO) ?? err;
      }
    });
  };

  registerRoute(app, auth, ROUTES.generateAudio, async ({ user, params, body }) => {
    const voice = body.voice_selection[body.selected_language] ?? DEFAULT_VOICE;
    const result = await narrate(user.id, params.id, body.selected_language, voice, "auto", body.hinglish_iterations);
    return {
      audio_files: result.manifest.sections.map((s) => s.file),
      ...(body.show_hindi_debug && result.hindiDebug ? { hindi_debug: result.hindiDebug } : {}),
    };
  });

  registerRoute(app, auth, ROUTES.generateAudioBhashini, async ({ user, params, body }) => {
    const result = await narrate(user.id, params.id, body.selected_language, body.voice ?? DEFAULT_VOICE, "bhashini", 0);
    return { audio_files: result.manifest.sections.map((s) => s.file) };
  });

  registerRoute(app, auth, ROUTES.generateVideo, async ({ user, params, body }) => {
    await papers.owned(params.id, user.id);
    const dir = papers.dirOf(params.id);
    const video = await exclusive(params.id, () => makeVideo(dir, body.selected_language));
    const streamPath = API_PREFIX + pathFor("mediaStreamVideo", { id: params.id });
    return { video_path: video, video_url: `${signer.sign(streamPath).url}&language=${encodeURIComponent(body.selected_language)}` };
  });

  registerRoute(app, auth, ROUTES.mediaStatus, async ({ user, params, query }) => {
    await papers.owned(params.id, user.id);
    const dir = papers.dirOf(params.id);
    const all = await mediaLanguages(dir);
    const media = pick(all, query.language);
    if (!media) throw notFound("No audio or video has been made for this paper yet.");
    const lang = languageByName(media.language);
    const signed = (p: string) => `${signer.sign(API_PREFIX + p).url}&language=${encodeURIComponent(media.language)}`;
    const files = media.audio?.sections.map((s) => s.file) ?? [];
    return {
      paper_id: params.id,
      audio_files: files,
      video_path: media.video ? path.posix.join("video", lang.code, VIDEO_FILE) : null,
      language: media.language,
      languages: all.map((m) => m.language),
      video_url: media.video ? signed(pathFor("mediaStreamVideo", { id: params.id })) : null,
      captions_url: media.video && fs.existsSync(path.join(videoDirOf(dir, lang), CAPTIONS_FILE)) ? signed(pathFor("mediaCaptions", { id: params.id })) : null,
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
  const videoFile = async (paperId: string, asked: LanguageName | undefined, name: string) => {
    const { media, lang } = await mediaFor(paperId, asked);
    const file = path.join(videoDirOf(papers.dirOf(paperId), lang), name);
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
    sendDownload(reply, await videoFile(params.id, query.language, VIDEO_FILE), downloadNames.video(params.id));
  });
  registerRoute(app, auth, ROUTES.mediaDownloadAudio, async ({ user, params, query, reply }) => {
    await papers.owned(params.id, user.id);
    sendDownload(reply, await audioFile(params.id, query.language, params.file), params.file);
  });
  registerRoute(app, auth, ROUTES.mediaStreamVideo, async ({ user, params, query, request, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    await streamFile(request, reply, await videoFile(params.id, query.language, VIDEO_FILE), "video/mp4");
  });
  registerRoute(app, auth, ROUTES.mediaStreamAudio, async ({ user, params, query, request, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    await streamFile(request, reply, await audioFile(params.id, query.language, params.file), "audio/wav");
  });
  registerRoute(app, auth, ROUTES.mediaCaptions, async ({ user, params, query, request, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    await streamFile(request, reply, await videoFile(params.id, query.language, CAPTIONS_FILE), "text/vtt; charset=utf-8");
  });
}

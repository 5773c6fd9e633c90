import type { z } from "zod";
import { AuthConfigResponse, GoogleLoginRequest, LoginResponse, LogoutResponse, MeResponse, VerifyResponse } from "./schemas/auth.js";
import { PaperIdParams, SignedQuery } from "./schemas/common.js";
import { Job, JobIdParams, JobsListQuery, JobsListResponse } from "./schemas/jobs.js";
import { KeySetupRequest, KeySetupResponse, KeyStatusResponse } from "./schemas/keys.js";
import {
  AudioFileParams,
  GenerateAudioBhashiniRequest,
  GenerateAudioRequest,
  GenerateAudioResponse,
  GenerateSlidesResponse,
  GenerateVideoRequest,
  GenerateVideoResponse,
  ImageParams,
  ImagesAvailableResponse,
  MediaLanguageQuery,
  MediaStatusResponse,
  SignedMediaQuery,
  SlidesPreviewResponse,
} from "./schemas/media.js";
import { GoogleUploadBody, GoogleUploadResponse, YoutubeAuthUrlQuery, YoutubeAuthUrlResponse } from "./schemas/youtube.js";
import { MetadataUpdate, MetadataUpdateResponse, PaperMetadata, PaperProcessed, ScrapeArxivRequest } from "./schemas/papers.js";
import { ArxivOneClickResponse, OneClickResponse, VideoMetadataResponse } from "./schemas/papertovideo.js";
import {
  AssignImageQuery,
  AssignImageResponse,
  BulletPointsRequest,
  BulletPointsResponse,
  GenerateScriptsRequest,
  GenerateScriptsResponse,
  SaveSectionsRequest,
  SectionParams,
  SectionsResponse,
} from "./schemas/scripts.js";
import { HealthResponse } from "./schemas/system.js";
import { DeletePaperResponse, PaperSummary, PapersListQuery, PapersListResponse } from "./schemas/library.js";

/**
 * Who may call a route:
 * - public: anyone;
 * - user: a valid session (Authorization: Bearer);
 * - media: a valid session, or a short-lived signed URL (for <img>/<video>, which cannot send headers).
 */
export type RouteAuth = "public" | "user" | "media";

/** What the answer is: a JSON body, a file download, or a byte stream honouring Range. */
export type RouteAnswer = "json" | "file" | "stream";

export interface RouteDef {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path under /api, Fastify style (`:id`). */
  path: string;
  auth: RouteAuth;
  answer: RouteAnswer;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data upload; the file field is `file`. */
  multipart?: boolean;
  response?: z.ZodType;
  /** 5xx retried twice, 1 s apart. */
  retried?: boolean;
  /** Client timeout when it differs from the default 200 s. */
  timeoutMs?: number;
  /** Which issue's capability serves it; routes not yet built answer 501 {detail, code}. */
  stage: "foundation" | "ingest" | "scripts" | "slides" | "media" | "oneclick" | "jobs" | "youtube";
}

const route = <T extends RouteDef>(r: T): T => r;

/** Every API call, health, auth config and local sign-in included. */
export const ROUTES = {
  health: route({ method: "GET", path: "/health", auth: "public", answer: "json", response: HealthResponse, stage: "foundation" }),

  // Auth
  authConfig: route({ method: "GET", path: "/auth/config", auth: "public", answer: "json", response: AuthConfigResponse, stage: "foundation" }),
  googleLogin: route({ method: "POST", path: "/auth/google/login", auth: "public", answer: "json", body: GoogleLoginRequest, response: LoginResponse, stage: "foundation" }),
  localLogin: route({ method: "POST", path: "/auth/local/login", auth: "public", answer: "json", response: LoginResponse, stage: "foundation" }),
  logout: route({ method: "POST", path: "/auth/logout", auth: "user", answer: "json", response: LogoutResponse, stage: "foundation" }),
  me: route({ method: "GET", path: "/auth/me", auth: "user", answer: "json", response: MeResponse, stage: "foundation" }),
  verify: route({ method: "GET", path: "/auth/verify", auth: "user", answer: "json", response: VerifyResponse, stage: "foundation" }),

  // Keys
  keysSetup: route({ method: "POST", path: "/keys/setup", auth: "user", answer: "json", body: KeySetupRequest, response: KeySetupResponse, stage: "foundation" }),
  keysStatus: route({ method: "GET", path: "/keys/status", auth: "user", answer: "json", response: KeyStatusResponse, stage: "foundation" }),

  // Papers
  /** The caller's papers with what exists for each, newest first, paged (not in the spec). */
  listPapers: route({ method: "GET", path: "/papers", auth: "user", answer: "json", query: PapersListQuery, response: PapersListResponse, stage: "ingest" }),
  /** One paper's summary, as in the list: what the workflow's progress is read from (not in the spec). */
  getPaper: route({ method: "GET", path: "/papers/:id", auth: "user", answer: "json", params: PaperIdParams, response: PaperSummary, stage: "ingest" }),
  /** Deletes a paper: its running job is cancelled first, then its rows and workspace go (not in the spec). */
  deletePaper: route({ method: "DELETE", path: "/papers/:id", auth: "user", answer: "json", params: PaperIdParams, response: DeletePaperResponse, stage: "ingest" }),
  getMetadata: route({ method: "GET", path: "/papers/:id/metadata", auth: "user", answer: "json", params: PaperIdParams, response: PaperMetadata, stage: "ingest" }),
  putMetadata: route({ method: "PUT", path: "/papers/:id/metadata", auth: "user", answer: "json", params: PaperIdParams, body: MetadataUpdate, response: MetadataUpdateResponse, stage: "ingest" }),
  uploadZip: route({ method: "POST", path: "/papers/upload-zip", auth: "user", answer: "json", multipart: true, response: PaperProcessed, stage: "ingest" }),
  uploadPdf: route({ method: "POST", path: "/papers/upload-pdf", auth: "user", answer: "json", multipart: true, response: PaperProcessed, stage: "ingest" }),
  scrapeArxiv: route({ method: "POST", path: "/papers/scrape-arxiv", auth: "user", answer: "json", body: ScrapeArxivRequest, response: PaperProcessed, stage: "ingest" }),
  downloadPaperPdf: route({ method: "GET", path: "/papers/:id/download-pdf", auth: "user", answer: "file", params: PaperIdParams, stage: "ingest" }),
  downloadPaperSource: route({ method: "GET", path: "/papers/:id/download-source", auth: "user", answer: "file", params: PaperIdParams, stage: "ingest" }),

  // Paper-to-video (one click)
  oneClickPdf: route({ method: "POST", path: "/papertovideo/upload_pdf_to_video", auth: "user", answer: "json", multipart: true, response: OneClickResponse, timeoutMs: 300_000, stage: "oneclick" }),
  oneClickLatex: route({ method: "POST", path: "/papertovideo/upload_latex_to_video", auth: "user", answer: "json", multipart: true, response: OneClickResponse, timeoutMs: 300_000, stage: "oneclick" }),
  oneClickArxiv: route({ method: "POST", path: "/papertovideo/upload_arxiv_to_video", auth: "user", answer: "json", multipart: true, response: ArxivOneClickResponse, stage: "oneclick" }),
  /** `language` picks the narration language's video and deck (not in the spec); without it, English, the one-click default. */
  oneClickDownloadVideo: route({ method: "GET", path: "/papertovideo/:id/download-video", auth: "user", answer: "file", params: PaperIdParams, query: MediaLanguageQuery, stage: "oneclick" }),
  oneClickDownloadSlides: route({ method: "GET", path: "/papertovideo/:id/download-slides", auth: "user", answer: "file", params: PaperIdParams, query: MediaLanguageQuery, stage: "oneclick" }),
  oneClickMetadata: route({ method: "GET", path: "/papertovideo/:id/metadata", auth: "user", answer: "json", params: PaperIdParams, response: VideoMetadataResponse, stage: "oneclick" }),
  oneClickStreamVideo: route({ method: "GET", path: "/papertovideo/:id/stream-video", auth: "media", answer: "stream", params: PaperIdParams, query: SignedQuery, stage: "oneclick" }),

  // Scripts
  generateScripts: route({ method: "POST", path: "/scripts/:id/generate", auth: "user", answer: "json", params: PaperIdParams, body: GenerateScriptsRequest, response: GenerateScriptsResponse, retried: true, stage: "scripts" }),
  getSections: route({ method: "GET", path: "/scripts/:id/sections", auth: "user", answer: "json", params: PaperIdParams, response: SectionsResponse, stage: "scripts" }),
  saveSections: route({ method: "PUT", path: "/scripts/:id/sections", auth: "user", answer: "json", params: PaperIdParams, body: SaveSectionsRequest, response: SectionsResponse, retried: true, stage: "scripts" }),
  refreshSections: route({ method: "GET", path: "/scripts/:id/sections/refresh", auth: "user", answer: "json", params: PaperIdParams, response: SectionsResponse, stage: "scripts" }),
  assignImage: route({ method: "PUT", path: "/scripts/:id/sections/:section/image", auth: "user", answer: "json", params: SectionParams, query: AssignImageQuery, response: AssignImageResponse, retried: true, stage: "scripts" }),
  bulletPoints: route({ method: "POST", path: "/scripts/:id/sections/:section/bullets", auth: "user", answer: "json", params: SectionParams, body: BulletPointsRequest, response: BulletPointsResponse, stage: "scripts" }),

  // Images
  imagesAvailable: route({ method: "GET", path: "/images/:id/available", auth: "user", answer: "json", params: PaperIdParams, response: ImagesAvailableResponse, stage: "ingest" }),
  image: route({ method: "GET", path: "/images/:id/:name", auth: "media", answer: "file", params: ImageParams, query: SignedQuery, stage: "ingest" }),

  // Slides
  generateSlides: route({ method: "POST", path: "/slides/:id/generate", auth: "user", answer: "json", params: PaperIdParams, response: GenerateSlidesResponse, stage: "slides" }),
  slidesPreview: route({ method: "GET", path: "/slides/:id/preview", auth: "user", answer: "json", params: PaperIdParams, response: SlidesPreviewResponse, stage: "slides" }),
  slidesDownload: route({ method: "GET", path: "/slides/:id/download", auth: "user", answer: "file", params: PaperIdParams, stage: "slides" }),
  slidesDownloadLatex: route({ method: "GET", path: "/slides/:id/download-latex", auth: "user", answer: "file", params: PaperIdParams, stage: "slides" }),
  /** The .tex with the figures it names, as a zip that compiles as it is (not in the spec). */
  slidesDownloadBundle: route({ method: "GET", path: "/slides/:id/download-bundle", auth: "user", answer: "file", params: PaperIdParams, stage: "slides" }),
  /**
   * The deck as an editable PowerPoint file with the narration as speaker notes (not in the spec).
   * `language` picks a narration language's deck, as the media routes do; without it, the source deck.
   */
  slidesDownloadPptx: route({ method: "GET", path: "/slides/:id/download-pptx", auth: "user", answer: "file", params: PaperIdParams, query: MediaLanguageQuery, stage: "slides" }),
  slideImage: route({ method: "GET", path: "/slides/:id/:name", auth: "media", answer: "file", params: ImageParams, query: SignedQuery, stage: "slides" }),

  // Media
  generateAudio: route({ method: "POST", path: "/media/:id/generate-audio", auth: "user", answer: "json", params: PaperIdParams, body: GenerateAudioRequest, response: GenerateAudioResponse, stage: "media" }),
  generateAudioBhashini: route({ method: "POST", path: "/media/:id/generate-audio-bhashini", auth: "user", answer: "json", params: PaperIdParams, body: GenerateAudioBhashiniRequest, response: GenerateAudioResponse, stage: "media" }),
  generateVideo: route({ method: "POST", path: "/media/:id/generate-video", auth: "user", answer: "json", params: PaperIdParams, body: GenerateVideoRequest, response: GenerateVideoResponse, stage: "media" }),
  mediaDownloadVideo: route({ method: "GET", path: "/media/:id/download-video", auth: "user", answer: "file", params: PaperIdParams, query: MediaLanguageQuery, stage: "media" }),
  mediaDownloadAudio: route({ method: "GET", path: "/media/:id/download-audio/:file", auth: "user", answer: "file", params: AudioFileParams, query: MediaLanguageQuery, stage: "media" }),
  mediaStatus: route({ method: "GET", path: "/media/:id/status", auth: "user", answer: "json", params: PaperIdParams, query: MediaLanguageQuery, response: MediaStatusResponse, stage: "media" }),
  mediaStreamAudio: route({ method: "GET", path: "/media/:id/stream-audio/:file", auth: "media", answer: "stream", params: AudioFileParams, query: SignedMediaQuery, stage: "media" }),
  mediaStreamVideo: route({ method: "GET", path: "/media/:id/stream-video", auth: "media", answer: "stream", params: PaperIdParams, query: SignedMediaQuery, stage: "media" }),
  /** WebVTT captions of a language's video, for the player's <track> (not in the spec). */
  mediaCaptions: route({ method: "GET", path: "/media/:id/captions", auth: "media", answer: "file", params: PaperIdParams, query: SignedMediaQuery, stage: "media" }),

  // Background jobs (not in the spec): state, list, and a live event stream.
  getJob: route({ method: "GET", path: "/jobs/:id", auth: "user", answer: "json", params: JobIdParams, response: Job, stage: "jobs" }),
  listJobs: route({ method: "GET", path: "/jobs", auth: "user", answer: "json", query: JobsListQuery, response: JobsListResponse, stage: "jobs" }),
  jobEvents: route({ method: "GET", path: "/jobs/:id/events", auth: "media", answer: "stream", params: JobIdParams, query: SignedQuery, stage: "jobs" }),

  // Video sharing
  youtubeAuthUrl: route({ method: "GET", path: "/youtube_upload/auth-url", auth: "user", answer: "json", query: YoutubeAuthUrlQuery, response: YoutubeAuthUrlResponse, stage: "youtube" }),
  youtubeUpload: route({ method: "POST", path: "/youtube_upload/google_upload", auth: "user", answer: "json", body: GoogleUploadBody, response: GoogleUploadResponse, timeoutMs: 300_000, stage: "youtube" }),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const API_PREFIX = "/api";

/** Fills `:param` segments, encoding each value. */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].path.replace(/:([A-Za-z_]+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

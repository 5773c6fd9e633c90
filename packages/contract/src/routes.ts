import type { z } from "zod";
import { PAPER_TO_VIDEO_TIMEOUT_MS } from "./constants.js";
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
import { ArxivOneClickResponse, OneClickResponse, OneClickStarted, VideoMetadataResponse } from "./schemas/papertovideo.js";
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
}

const route = <T extends RouteDef>(r: T): T => r;

/** Every API call, health, auth config and local sign-in included. */
export const ROUTES = {
  health: route({ method: "GET", path: "/health", auth: "public", answer: "json", response: HealthResponse }),

  // Auth
  authConfig: route({ method: "GET", path: "/auth/config", auth: "public", answer: "json", response: AuthConfigResponse }),
  googleLogin: route({ method: "POST", path: "/auth/google/login", auth: "public", answer: "json", body: GoogleLoginRequest, response: LoginResponse }),
  localLogin: route({ method: "POST", path: "/auth/local/login", auth: "public", answer: "json", response: LoginResponse }),
  logout: route({ method: "POST", path: "/auth/logout", auth: "user", answer: "json", response: LogoutResponse }),
  me: route({ method: "GET", path: "/auth/me", auth: "user", answer: "json", response: MeResponse }),
  verify: route({ method: "GET", path: "/auth/verify", auth: "user", answer: "json", response: VerifyResponse }),

  // Keys
  keysSetup: route({ method: "POST", path: "/keys/setup", auth: "user", answer: "json", body: KeySetupRequest, response: KeySetupResponse }),
  keysStatus: route({ method: "GET", path: "/keys/status", auth: "user", answer: "json", response: KeyStatusResponse }),

  // Papers
  /** The caller's papers with what exists for each, newest first, paged (a Lectern addition). */
  listPapers: route({ method: "GET", path: "/papers", auth: "user", answer: "json", query: PapersListQuery, response: PapersListResponse }),
  /** One paper's summary, as in the list: what the workflow's progress is read from (a Lectern addition). */
  getPaper: route({ method: "GET", path: "/papers/:id", auth: "user", answer: "json", params: PaperIdParams, response: PaperSummary }),
  /** Deletes a paper: its running job is cancelled first, then its rows and workspace go (a Lectern addition). */
  deletePaper: route({ method: "DELETE", path: "/papers/:id", auth: "user", answer: "json", params: PaperIdParams, response: DeletePaperResponse }),
  getMetadata: route({ method: "GET", path: "/papers/:id/metadata", auth: "user", answer: "json", params: PaperIdParams, response: PaperMetadata }),
  putMetadata: route({ method: "PUT", path: "/papers/:id/metadata", auth: "user", answer: "json", params: PaperIdParams, body: MetadataUpdate, response: MetadataUpdateResponse }),
  uploadZip: route({ method: "POST", path: "/papers/upload-zip", auth: "user", answer: "json", multipart: true, response: PaperProcessed }),
  uploadPdf: route({ method: "POST", path: "/papers/upload-pdf", auth: "user", answer: "json", multipart: true, response: PaperProcessed }),
  scrapeArxiv: route({ method: "POST", path: "/papers/scrape-arxiv", auth: "user", answer: "json", body: ScrapeArxivRequest, response: PaperProcessed }),
  downloadPaperPdf: route({ method: "GET", path: "/papers/:id/download-pdf", auth: "user", answer: "file", params: PaperIdParams }),
  downloadPaperSource: route({ method: "GET", path: "/papers/:id/download-source", auth: "user", answer: "file", params: PaperIdParams }),

  // Paper-to-video (one click)
  oneClickPdf: route({ method: "POST", path: "/papertovideo/upload_pdf_to_video", auth: "user", answer: "json", multipart: true, response: OneClickResponse, timeoutMs: PAPER_TO_VIDEO_TIMEOUT_MS }),
  oneClickLatex: route({ method: "POST", path: "/papertovideo/upload_latex_to_video", auth: "user", answer: "json", multipart: true, response: OneClickResponse, timeoutMs: PAPER_TO_VIDEO_TIMEOUT_MS }),
  oneClickArxiv: route({ method: "POST", path: "/papertovideo/upload_arxiv_to_video", auth: "user", answer: "json", multipart: true, response: ArxivOneClickResponse }),
  /**
   * One click from any source (a Lectern addition): a file or an arXiv link, answered at once
   * (202) with the job to follow; the job reads the paper, then makes the video. The three
   * published routes (upload_pdf, upload_latex, upload_arxiv) start the same job and wait for it.
   */
  oneClickStart: route({ method: "POST", path: "/papertovideo/start", auth: "user", answer: "json", multipart: true, response: OneClickStarted }),
  /** `language` picks the narration language's video and deck (a Lectern addition); without it, English, the one-click default. */
  oneClickDownloadVideo: route({ method: "GET", path: "/papertovideo/:id/download-video", auth: "user", answer: "file", params: PaperIdParams, query: MediaLanguageQuery }),
  oneClickDownloadSlides: route({ method: "GET", path: "/papertovideo/:id/download-slides", auth: "user", answer: "file", params: PaperIdParams, query: MediaLanguageQuery }),
  oneClickMetadata: route({ method: "GET", path: "/papertovideo/:id/metadata", auth: "user", answer: "json", params: PaperIdParams, response: VideoMetadataResponse }),
  oneClickStreamVideo: route({ method: "GET", path: "/papertovideo/:id/stream-video", auth: "media", answer: "stream", params: PaperIdParams, query: SignedQuery }),

  // Scripts
  generateScripts: route({ method: "POST", path: "/scripts/:id/generate", auth: "user", answer: "json", params: PaperIdParams, body: GenerateScriptsRequest, response: GenerateScriptsResponse, retried: true }),
  getSections: route({ method: "GET", path: "/scripts/:id/sections", auth: "user", answer: "json", params: PaperIdParams, response: SectionsResponse }),
  saveSections: route({ method: "PUT", path: "/scripts/:id/sections", auth: "user", answer: "json", params: PaperIdParams, body: SaveSectionsRequest, response: SectionsResponse, retried: true }),
  refreshSections: route({ method: "GET", path: "/scripts/:id/sections/refresh", auth: "user", answer: "json", params: PaperIdParams, response: SectionsResponse }),
  assignImage: route({ method: "PUT", path: "/scripts/:id/sections/:section/image", auth: "user", answer: "json", params: SectionParams, query: AssignImageQuery, response: AssignImageResponse, retried: true }),
  bulletPoints: route({ method: "POST", path: "/scripts/:id/sections/:section/bullets", auth: "user", answer: "json", params: SectionParams, body: BulletPointsRequest, response: BulletPointsResponse }),

  // Images
  imagesAvailable: route({ method: "GET", path: "/images/:id/available", auth: "user", answer: "json", params: PaperIdParams, response: ImagesAvailableResponse }),
  image: route({ method: "GET", path: "/images/:id/:name", auth: "media", answer: "file", params: ImageParams, query: SignedQuery }),

  // Slides
  generateSlides: route({ method: "POST", path: "/slides/:id/generate", auth: "user", answer: "json", params: PaperIdParams, response: GenerateSlidesResponse }),
  slidesPreview: route({ method: "GET", path: "/slides/:id/preview", auth: "user", answer: "json", params: PaperIdParams, response: SlidesPreviewResponse }),
  slidesDownload: route({ method: "GET", path: "/slides/:id/download", auth: "user", answer: "file", params: PaperIdParams }),
  slidesDownloadLatex: route({ method: "GET", path: "/slides/:id/download-latex", auth: "user", answer: "file", params: PaperIdParams }),
  /** The .tex with the figures it names, as a zip that compiles as it is (a Lectern addition). */
  slidesDownloadBundle: route({ method: "GET", path: "/slides/:id/download-bundle", auth: "user", answer: "file", params: PaperIdParams }),
  /**
   * The deck as an editable PowerPoint file with the narration as speaker notes (a Lectern addition).
   * `language` picks a narration language's deck, as the media routes do; without it, the source deck.
   */
  slidesDownloadPptx: route({ method: "GET", path: "/slides/:id/download-pptx", auth: "user", answer: "file", params: PaperIdParams, query: MediaLanguageQuery }),
  slideImage: route({ method: "GET", path: "/slides/:id/:name", auth: "media", answer: "file", params: ImageParams, query: SignedQuery }),

  // Media
  generateAudio: route({ method: "POST", path: "/media/:id/generate-audio", auth: "user", answer: "json", params: PaperIdParams, body: GenerateAudioRequest, response: GenerateAudioResponse }),
  generateAudioBhashini: route({ method: "POST", path: "/media/:id/generate-audio-bhashini", auth: "user", answer: "json", params: PaperIdParams, body: GenerateAudioBhashiniRequest, response: GenerateAudioResponse }),
  generateVideo: route({ method: "POST", path: "/media/:id/generate-video", auth: "user", answer: "json", params: PaperIdParams, body: GenerateVideoRequest, response: GenerateVideoResponse }),
  mediaDownloadVideo: route({ method: "GET", path: "/media/:id/download-video", auth: "user", answer: "file", params: PaperIdParams, query: MediaLanguageQuery }),
  mediaDownloadAudio: route({ method: "GET", path: "/media/:id/download-audio/:file", auth: "user", answer: "file", params: AudioFileParams, query: MediaLanguageQuery }),
  mediaStatus: route({ method: "GET", path: "/media/:id/status", auth: "user", answer: "json", params: PaperIdParams, query: MediaLanguageQuery, response: MediaStatusResponse }),
  mediaStreamAudio: route({ method: "GET", path: "/media/:id/stream-audio/:file", auth: "media", answer: "stream", params: AudioFileParams, query: SignedMediaQuery }),
  mediaStreamVideo: route({ method: "GET", path: "/media/:id/stream-video", auth: "media", answer: "stream", params: PaperIdParams, query: SignedMediaQuery }),
  /** WebVTT captions of a language's video, for the player's <track> (a Lectern addition). */
  mediaCaptions: route({ method: "GET", path: "/media/:id/captions", auth: "media", answer: "file", params: PaperIdParams, query: SignedMediaQuery }),

  // Background jobs (a Lectern addition): state, list, and a live event stream.
  getJob: route({ method: "GET", path: "/jobs/:id", auth: "user", answer: "json", params: JobIdParams, response: Job }),
  listJobs: route({ method: "GET", path: "/jobs", auth: "user", answer: "json", query: JobsListQuery, response: JobsListResponse }),
  jobEvents: route({ method: "GET", path: "/jobs/:id/events", auth: "media", answer: "stream", params: JobIdParams, query: SignedQuery }),

  // Video sharing
  youtubeAuthUrl: route({ method: "GET", path: "/youtube_upload/auth-url", auth: "user", answer: "json", query: YoutubeAuthUrlQuery, response: YoutubeAuthUrlResponse }),
  youtubeUpload: route({ method: "POST", path: "/youtube_upload/google_upload", auth: "user", answer: "json", body: GoogleUploadBody, response: GoogleUploadResponse, timeoutMs: 300_000 }),
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

import type { LanguageName, MediaStatusResponse, VoiceKey } from "@lectern/contract";
import { json, KEY_STATUS_NONE, mockFetch, signedInRoutes, storeTestSession, type Handler, type RecordedRequest } from "./fetch-mock";
import { renderApp } from "./render-app";

// Test support shared by the Step 5 and Step 6 tests (not a test file itself).

export const PAPER_ID = "paper0005media";
export const METADATA = {
  title: "Attention Is All You Need",
  authors: "Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit",
  date: "2017-06-12",
  arxiv_id: "1706.03762v7",
};

export const MEDIA_ROUTES = {
  metadata: `GET /api/papers/${PAPER_ID}/metadata`,
  status: `GET /api/media/${PAPER_ID}/status`,
  audio: `POST /api/media/${PAPER_ID}/generate-audio`,
  video: `POST /api/media/${PAPER_ID}/generate-video`,
  downloadVideo: `GET /api/media/${PAPER_ID}/download-video`,
  downloadAudio: (file: string) => `GET /api/media/${PAPER_ID}/download-audio/${file}`,
  slidesPdf: `GET /api/slides/${PAPER_ID}/download`,
} as const;

export const AUDIO_FILES = ["01_introduction.wav", "02_related_work.wav", "03_method.wav"];

/** What the server has for one language: nothing, the audio only, or audio and video. */
export function statusAnswer(language: LanguageName, stage: "none" | "audio" | "video", languages: LanguageName[] = stage === "none" ? [] : [language]): MediaStatusResponse {
  const code = encodeURIComponent(language);
  const base = { paper_id: PAPER_ID, language: stage === "none" ? null : language, languages };
  if (stage === "none") return { ...base, audio_files: [], video_path: null };
  const audio = {
    audio_files: AUDIO_FILES,
    audio_urls: Object.fromEntries(AUDIO_FILES.map((file) => [file, `/api/media/${PAPER_ID}/stream-audio/${file}?language=${code}&exp=1&sig=a`])),
    audio_durations: { "01_introduction.wav": 42.4, "02_related_work.wav": 61, "03_method.wav": 95.2 },
  };
  if (stage === "audio") return { ...base, ...audio, video_path: null };
  return {
    ...base,
    ...audio,
    video_path: `video/${language}/presentation.mp4`,
    video_url: `/api/media/${PAPER_ID}/stream-video?language=${code}&exp=1&sig=v`,
    captions_url: `/api/media/${PAPER_ID}/captions?language=${code}&exp=1&sig=c`,
    duration_s: 203.6,
  };
}

/** The `language` query of a recorded request. */
export const languageOf = (request: RecordedRequest) => new URL(request.url, "http://localhost").searchParams.get("language");
export const requestsTo = (requests: RecordedRequest[], key: string) => {
  const [method, path] = key.split(" ");
  return requests.filter((r) => r.method === method && new URL(r.url, "http://localhost").pathname === path);
};

/** A user with a Sarvam key: every language can be narrated (translation is possible). */
export const KEY_STATUS_SARVAM = { ...KEY_STATUS_NONE, sarvam_configured: true, sarvam_key: "valid" } as const;

export interface OpenOptions {
  step: 5 | 6;
  /** The key status the server answers; default a Sarvam key, so every language is open. */
  keys?: object;
  completedSteps?: number[];
  paperId?: string | null;
  narration?: { language: LanguageName; voice: VoiceKey };
}

/** Signs in with a stored paper and opens Step 5 or 6; routes override the defaults. */
export function openStep(routes: Record<string, Handler>, { step, keys = KEY_STATUS_SARVAM, completedSteps = step === 5 ? [1, 2, 3, 4] : [1, 2, 3, 4, 5], paperId = PAPER_ID, narration }: OpenOptions) {
  storeTestSession();
  if (paperId) {
    localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: step, completedSteps, paperId, ...(narration ? { narration } : {}) }));
    localStorage.setItem("paperId", paperId);
  }
  const mock = mockFetch({
    ...signedInRoutes(keys),
    [MEDIA_ROUTES.metadata]: () => json(METADATA),
    [MEDIA_ROUTES.status]: () => json(statusAnswer("English", "none")),
    ...routes,
  });
  const app = renderApp(step === 5 ? "/media-generation" : "/results");
  return { ...mock, app };
}

export const storedWorkflow = (): Record<string, unknown> => JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}") as Record<string, unknown>;

/** A promise with its resolver, for holding a server answer until the test lets it go. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

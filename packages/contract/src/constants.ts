// Business constants and limits, shared by the web app and the server.

export const WORKFLOW_STEP_COUNT = 6;

/** Progress percent = round(completed / 6 × 100). */
export function progressPercent(completedCount: number): number {
  return Math.round((Math.min(completedCount, WORKFLOW_STEP_COUNT) / WORKFLOW_STEP_COUNT) * 100);
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 200_000;
export const PAPER_TO_VIDEO_TIMEOUT_MS = 300_000;
export const AUTO_PROGRESS_RESET_MS = 500;
export const MAX_UPLOAD_BYTES = 52_428_800;
export const IMAGE_PICKER_PAGE_SIZE = 12;
/** Narration estimate: characters / 150, rounded up, in minutes. */
/**
 * Speaking rate of a narration, measured on the offline English voices (flite slt and rms) with
 * their pauses between sentences: 149–151 words a minute over one corpus talk, 124–159 across its
 * sections. Used for the estimate instead of "characters / 150", which read 3 minutes for 27
 * seconds of speech.
 */
export const NARRATION_WORDS_PER_MINUTE = 150;
/** Chinese and Japanese have no spaces between words: characters a minute instead. */
export const NARRATION_CJK_CHARS_PER_MINUTE = 250;
export const SCRIPT_FETCH_DELAY_MS = 1_000;
export const HINGLISH_ITERATIONS_DEFAULT = 3;
export const SHOW_HINDI_DEBUG_DEFAULT = false;
export const MEDIA_PROGRESS = { start: 10, audioDone: 50, videoStarted: 60, done: 100 } as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SIGN_IN_POPUP = { width: 500, height: 600 } as const;
export const ANIMATION_DURATION_S = 0.15;
export const SPINNER_SIZES = ["sm", "md", "lg", "xl"] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

/**
 * Toasts. The spec gives two readings (4 s error / 2 s success / 4 s blank, or 3 s at top right);
 * we take the first for durations and the top-right position of the second.
 */
export const TOAST = {
  errorMs: 4_000,
  successMs: 2_000,
  blankMs: 4_000,
  position: "top-right",
  limit: 20,
} as const;

/** Local storage keys. See README "Decisions" for which of them we actually write. */
export const STORAGE_KEYS = {
  accessToken: "access_token",
  userData: "user_data",
  authToken: "auth_token",
  geminiKey: "gemini_key",
  sarvamKey: "sarvam_key",
  openaiKey: "openai_key",
  theme: "theme",
  paperId: "paperId",
} as const;

const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/gu;

/** Seconds a narration takes to say, rounded to 5 s (0 for empty text). */
export function estimatedSeconds(text: string): number {
  const cjk = (text.match(CJK_CHAR) ?? []).length;
  const words = text.replace(CJK_CHAR, " ").split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const seconds = (words / NARRATION_WORDS_PER_MINUTE + cjk / NARRATION_CJK_CHARS_PER_MINUTE) * 60;
  return seconds === 0 ? 0 : Math.max(5, Math.round(seconds / 5) * 5);
}

/** "35 seconds", "1 minute 10 seconds", "2 minutes". */
export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const min = m === 1 ? "1 minute" : `${m} minutes`;
  const sec = s === 1 ? "1 second" : `${s} seconds`;
  if (m === 0) return sec;
  return s === 0 ? min : `${min} ${sec}`;
}

/**
 * A file name made of a paper's title: ASCII letters and digits joined by "_" (accents dropped),
 * at most 80 characters, so it is safe in a Content-Disposition header and on every file system.
 * Empty when nothing of the title is left (a title in Chinese, say).
 */
export function titleFileStem(title: string): string {
  const ascii = title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return ascii.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+/, "").slice(0, 80).replace(/_+$/, "");
}

export const downloadNames = {
  slidesPdf: (paperId: string) => `slides_${paperId}.pdf`,
  slidesTex: (paperId: string) => `slides_${paperId}.tex`,
  /** The PowerPoint copy: named after the paper, with the language code of a translated deck. */
  slidesPptx: (paperId: string, title: string, languageCode: string | null = null) =>
    `${titleFileStem(title) || `slides_${paperId}`}${languageCode ? `_${languageCode}` : ""}.pptx`,
  video: (paperId: string) => `presentation_${paperId}.mp4`,
} as const;

export const SHARE_TARGETS = ["linkedin", "twitter"] as const;

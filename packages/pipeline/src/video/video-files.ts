import type { Language } from "@lectern/contract";
import { WORKSPACE_FILES, workspacePaths } from "../workspace/paths.js";

// The names a video leaves in video/<code>/; video.json is written last.
export const VIDEO_FILE = WORKSPACE_FILES.video;
export const CAPTIONS_FILE = WORKSPACE_FILES.captions;
export const VIDEO_MANIFEST = WORKSPACE_FILES.videoManifest;

/** video/<code>/ of a workspace: one folder per language, side by side. */
export const videoDirOf = (workspaceDir: string, language: Language): string => workspacePaths(workspaceDir).videoFor(language.code);

/** ISO 639-2 codes for stream language tags: MP4 stores three letters and drops two-letter codes. */
export const ISO639_2: Readonly<Record<string, string>> = {
  en: "eng",
  hi: "hin",
  bn: "ben",
  gu: "guj",
  kn: "kan",
  ml: "mal",
  mr: "mar",
  or: "ori",
  pa: "pan",
  ta: "tam",
  te: "tel",
};

import { stepByPath } from "./workflow-steps";

/** Where One click to Video ends (Step 2): the video and its progress. */
export const VIDEO_DISPLAY_PATH = "/video-display";
/** The video-platform connect control, where the video display's upload panel leads. */
export const YOUTUBE_LOGIN_PATH = "/youtube-login";
/** Where Google sends the browser back with the consent's code. */
export const OAUTH_CALLBACK_PATH = "/oauth2callback";
/** My papers: every paper of the signed-in user. */
export const PAPERS_PATH = "/papers";
/** Shown after a successful upload. */
export const VIDEO_PREVIEW_PATH = "/video-preview";

/** Screens inside the workflow shell that are not one of the six steps. */
export const EXTRA_SHELL_PAGES = [
  { path: YOUTUBE_LOGIN_PATH, title: "Upload to YouTube" },
  { path: OAUTH_CALLBACK_PATH, title: "Uploading to YouTube" },
  { path: VIDEO_PREVIEW_PATH, title: "Video Preview" },
  { path: VIDEO_DISPLAY_PATH, title: "Your Video" },
  { path: PAPERS_PATH, title: "My papers" },
] as const;

/** Title of the shell screen at `pathname`, and its step number when it is a step. */
export function shellPageFor(pathname: string): { title: string; step?: number } {
  const step = stepByPath(pathname);
  if (step) return { title: step.name, step: step.number };
  const extra = EXTRA_SHELL_PAGES.find((p) => p.path === pathname);
  return { title: extra?.title ?? "Workflow" };
}

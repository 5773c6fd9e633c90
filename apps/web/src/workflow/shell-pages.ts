import { stepByPath } from "./workflow-steps";

/** Screens inside the workflow shell that are not one of the six steps. */
export const EXTRA_SHELL_PAGES = [
  { path: "/youtube-login", title: "Video Platform" },
  { path: "/oauth2callback", title: "Connecting Video Platform" },
  { path: "/video-preview", title: "Video Preview" },
  { path: "/video-display", title: "Your Video" },
] as const;

/** Title of the shell screen at `pathname`, and its step number when it is a step. */
export function shellPageFor(pathname: string): { title: string; step?: number } {
  const step = stepByPath(pathname);
  if (step) return { title: step.name, step: step.number };
  const extra = EXTRA_SHELL_PAGES.find((p) => p.path === pathname);
  return { title: extra?.title ?? "Workflow" };
}

/**
 * A YouTube watch link we are willing to show and share: https on youtube.com or youtu.be with a
 * plausible video id. /video-preview reads it from its query string, so anything else (a
 * javascript: URL, another site) is refused rather than rendered as a link.
 */
export function safeYoutubeUrl(raw: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const id = url.hostname === "youtu.be" ? url.pathname.slice(1) : isYoutubeHost(url.hostname) && url.pathname === "/watch" ? url.searchParams.get("v") : null;
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? `https://www.youtube.com/watch?v=${id}` : null;
}

function isYoutubeHost(host: string): boolean {
  return host === "youtube.com" || host === "www.youtube.com" || host === "m.youtube.com";
}

/** The address of the paper's newest finished YouTube upload, if any: what a share post can link. */
export function uploadedVideoUrl(jobs: readonly { kind: string; state: string; finished_at: string | null; video_url?: string | undefined }[]): string | undefined {
  const uploads = jobs.filter((j) => j.kind === "youtube" && j.state === "succeeded" && j.video_url);
  uploads.sort((a, b) => (b.finished_at ?? "").localeCompare(a.finished_at ?? ""));
  for (const j of uploads) {
    const safe = safeYoutubeUrl(j.video_url ?? null);
    if (safe) return safe;
  }
  return undefined;
}

import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Timeline } from "./timeline.js";
import { VideoError } from "./video-error.js";
import type { VideoInputs } from "./video-inputs.js";

/** Bumped whenever the same inputs would now make a different file (encoder settings, layout). */
export const VIDEO_RECIPE = 2;

/**
 * Hash of everything the video is made from: the deck and narration manifests, the bytes of
 * every slide shown (a rebuilt deck can keep its manifest but change its pictures), the size and
 * time of every narration file, the planned timeline (pacing, titles) and the recipe. Equal hash
 * means the video on disk is current. Missing files are reported here, before any encoding.
 */
export async function videoInputHash(inputs: VideoInputs, timeline: Timeline, extra: Record<string, unknown>): Promise<string> {
  const hash = crypto.createHash("sha256");
  hash.update(JSON.stringify({ recipe: VIDEO_RECIPE, extra, deck: inputs.deck, audio: inputs.audio, timeline, title: inputs.paperTitle }));
  for (const slide of [...new Set(timeline.shots.map((s) => s.slide))]) {
    const bytes = await fs.readFile(path.join(inputs.previewDir, slide)).catch(() => {
      throw new VideoError(`The slides are incomplete (${slide} is missing): generate the slides again.`);
    });
    hash.update(`\0slide ${slide} `).update(crypto.createHash("sha256").update(bytes).digest("hex"));
  }
  for (const clip of timeline.clips) {
    const stat = await fs.stat(path.join(inputs.audioDir, clip.file)).catch(() => {
      throw new VideoError(`The narration is incomplete (${clip.file} is missing): generate the audio again.`);
    });
    hash.update(`\0clip ${clip.file} ${stat.size} ${stat.mtimeMs}`);
  }
  return hash.digest("hex");
}

import type { Chapter } from "./timeline.js";

/** ffmetadata treats these as syntax; a backslash makes them literal (a title like "A=B; #1"). */
const escapeValue = (value: string) => value.replace(/[\\=;#]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");

/**
 * The chapters (one per section) and the title tag in ffmpeg's metadata format, read as an
 * input so the MP4 gets a chapter list players show in their seek bar.
 */
export function ffmetadata(chapters: readonly Chapter[], title: string | null): string {
  const lines = [";FFMETADATA1"];
  if (title) lines.push(`title=${escapeValue(title)}`);
  for (const c of chapters) {
    lines.push("", "[CHAPTER]", "TIMEBASE=1/1000", `START=${Math.round(c.start_s * 1000)}`, `END=${Math.round(c.end_s * 1000)}`, `title=${escapeValue(c.title)}`);
  }
  return `${lines.join("\n")}\n`;
}

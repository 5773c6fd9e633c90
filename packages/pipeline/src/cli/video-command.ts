import path from "node:path";
import { parseArgs } from "node:util";
import { LANGUAGES, type LanguageName } from "@lectern/contract";
import { buildVideo } from "../video/build-video.js";

/** A language by ISO code ("hi") or English name ("Hindi"), in any case. */
function languageArg(value: string | undefined): LanguageName | undefined {
  const v = value?.trim().toLowerCase();
  return LANGUAGES.find((l) => l.code === v || l.name.toLowerCase() === v)?.name;
}

/** `lectern video <dir> --lang <code|name> [--no-highlight]`: assemble video/<code>/presentation.mp4. */
export async function videoCommand(args: string[], usage: string): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { lang: { type: "string", default: "en" }, "no-highlight": { type: "boolean", default: false } } });
  const [dir] = positionals;
  const language = languageArg(values.lang);
  if (!dir || positionals.length > 1 || !language) {
    process.stderr.write(usage);
    return 2;
  }
  const video = await buildVideo(path.resolve(dir), { language, highlight: !values["no-highlight"] });
  const seconds = video.manifest.duration_s;
  const encodeS = video.timings.encodeMs / 1000;
  process.stdout.write(
    [
      `video:    ${video.mp4}`,
      `captions: ${video.vtt}`,
      `duration: ${seconds.toFixed(1)} s, ${video.manifest.chapters.length} chapters`,
      video.skipped
        ? `encode:   skipped, the video is current (last encode ${(video.manifest.encode_ms / 1000).toFixed(2)} s)`
        : `encode:   ${encodeS.toFixed(2)} s (${(seconds / Math.max(encodeS, 0.001)).toFixed(0)}× realtime), ${(video.timings.totalMs / 1000).toFixed(2)} s in all`,
      ...video.warnings.map((w) => `warning:  ${w}`),
    ].join("\n") + "\n",
  );
  return 0;
}

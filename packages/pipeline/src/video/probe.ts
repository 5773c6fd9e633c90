import path from "node:path";
import { z } from "zod";
import { runToolOk } from "../process/run-tool.js";

const num = z.coerce.number();
const ProbeOutput = z.object({
  streams: z.array(
    z.object({
      index: z.number(),
      codec_type: z.string(),
      codec_name: z.string().optional(),
      width: z.number().optional(),
      height: z.number().optional(),
      pix_fmt: z.string().optional(),
      duration: num.optional(),
      nb_frames: num.optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
  chapters: z.array(z.object({ start_time: num, end_time: num, tags: z.record(z.string(), z.string()).optional() })).default([]),
  format: z.object({ duration: num, tags: z.record(z.string(), z.string()).optional() }),
});
export type MediaProbe = z.infer<typeof ProbeOutput>;

/** Streams, chapters and duration of a media file, as ffprobe reads them. */
export async function probeMedia(file: string): Promise<MediaProbe> {
  const res = await runToolOk("ffprobe", ["-v", "error", "-show_streams", "-show_chapters", "-show_format", "-of", "json", `file:${file}`], {
    cwd: path.dirname(file),
    timeoutMs: 30_000,
  });
  return ProbeOutput.parse(JSON.parse(res.stdout.toString("utf8")));
}

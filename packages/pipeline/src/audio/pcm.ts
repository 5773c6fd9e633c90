import { runToolOk, ToolError } from "../process/run-tool.js";
import { isNarrationPcm, NARRATION_SAMPLE_RATE, parseWav } from "./wav.js";

const FFMPEG_TIMEOUT_MS = 60_000;

/**
 * Audio bytes from a provider as narration PCM (mono s16le at NARRATION_SAMPLE_RATE). A WAV
 * already in that format is used as it is; anything else (another rate, stereo, float, MP3 from
 * a server that ignored response_format) goes through ffmpeg, which reads it from stdin.
 * Throws ToolError when ffmpeg cannot read the bytes as audio.
 */
export async function toNarrationPcm(bytes: Uint8Array, cwd: string): Promise<Buffer> {
  const wav = parseWav(bytes);
  if (wav && isNarrationPcm(wav)) return Buffer.from(wav.data);
  const result = await runToolOk(
    "ffmpeg",
    ["-hide_banner", "-loglevel", "error", "-i", "pipe:0", "-vn", "-ac", "1", "-ar", String(NARRATION_SAMPLE_RATE), "-f", "s16le", "-acodec", "pcm_s16le", "pipe:1"],
    { cwd, timeoutMs: FFMPEG_TIMEOUT_MS, input: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
  );
  if (result.stdout.length === 0) throw new ToolError("ffmpeg found no audio in the answer", result);
  return result.stdout;
}

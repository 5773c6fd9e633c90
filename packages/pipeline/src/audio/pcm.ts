import { runToolOk, ToolError } from "../process/run-tool.js";
import { upsamplePcm16 } from "./resample.js";
import { isNarrationPcm, NARRATION_SAMPLE_RATE, parseWav } from "./wav.js";

const FFMPEG_TIMEOUT_MS = 60_000;

/** The container of audio bytes from their first bytes, named as ffmpeg's -f knows it; null for anything else. */
export function audioFormat(bytes: Uint8Array): "wav" | "mp3" | "ogg" | "flac" | "mov" | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "wav";
  if (ascii(0, 3) === "ID3" || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return "mp3";
  if (ascii(0, 4) === "OggS") return "ogg";
  if (ascii(0, 4) === "fLaC") return "flac";
  if (ascii(4, 8) === "ftyp") return "mov";
  return null;
}

/**
 * Audio bytes from a provider as narration PCM (mono s16le at NARRATION_SAMPLE_RATE). A WAV
 * already in that format is used as it is, and a mono 16-bit WAV at a lower rate is raised in
 * process (resample.ts); anything else (another rate, stereo, float, MP3 from
 * a server that ignored response_format) goes through ffmpeg, which reads it from stdin: only
 * the pipe protocol (a playlist in the bytes cannot make it open files or URLs), in the sandbox.
 * Throws ToolError when ffmpeg cannot read the bytes as audio.
 */
export async function toNarrationPcm(bytes: Uint8Array, cwd: string): Promise<Buffer> {
  const wav = parseWav(bytes);
  if (wav && isNarrationPcm(wav)) return Buffer.from(wav.data);
  // The offline voices' 16 kHz mono WAV: raised to the narration rate here, not by one ffmpeg per sentence.
  if (wav && wav.format === 1 && wav.channels === 1 && wav.bitsPerSample === 16 && wav.sampleRate >= 8000 && wav.sampleRate < NARRATION_SAMPLE_RATE) {
    return upsamplePcm16(wav.data, wav.sampleRate, NARRATION_SAMPLE_RATE);
  }
  // An explicit demuxer: ffmpeg never guesses a format (a playlist, an image sequence) from the bytes.
  const format = audioFormat(bytes);
  if (!format) throw new ToolError("the answer is not audio in a format we read (WAV, MP3, Ogg, FLAC or MP4)", { code: null, signal: null, stdout: Buffer.alloc(0), stderr: "", timedOut: false });
  const result = await runToolOk(
    "ffmpeg",
    ["-hide_banner", "-loglevel", "error", "-protocol_whitelist", "pipe", "-f", format, "-i", "pipe:0", "-vn", "-ac", "1", "-ar", String(NARRATION_SAMPLE_RATE), "-f", "s16le", "-acodec", "pcm_s16le", "pipe:1"],
    { cwd, timeoutMs: FFMPEG_TIMEOUT_MS, input: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), sandbox: {} },
  );
  if (result.stdout.length === 0) throw new ToolError("ffmpeg found no audio in the answer", result);
  return result.stdout;
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runToolOk, ToolError } from "../process/run-tool.js";
import { toneWav } from "../test-support/speech/wav-fixture.js";
import { audioFormat, toNarrationPcm } from "./pcm.js";
import { isNarrationPcm, NARRATION_SAMPLE_RATE, parseWav, pcmSeconds, wavFile } from "./wav.js";

let dir = "";
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-wav-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("parseWav", () => {
  it("reads what wavFile writes", () => {
    const pcm = Buffer.alloc(2 * 2205, 7);
    const info = parseWav(wavFile(pcm));
    expect(info).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16, sampleRate: NARRATION_SAMPLE_RATE });
    expect(info?.data.equals(pcm)).toBe(true);
    expect(info && isNarrationPcm(info)).toBe(true);
  });

  it("reads streamed WAVs whose size fields are placeholders, and skips other chunks", () => {
    const file = wavFile(Buffer.alloc(1000, 1));
    // espeak-ng --stdout writes 0x7ffff000 as the data size; OpenAI streams with 0xffffffff.
    file.writeUInt32LE(0x7ffff024, 4);
    file.writeUInt32LE(0xffffffff, 40);
    expect(parseWav(file)?.data.length).toBe(1000);
    // A LIST chunk before data, as some encoders write.
    const list = Buffer.concat([Buffer.from("LIST"), Buffer.from([4, 0, 0, 0]), Buffer.from("INFO")]);
    const withList = Buffer.concat([file.subarray(0, 36), list, file.subarray(36)]);
    expect(parseWav(withList)?.data.length).toBe(1000);
  });

  it("refuses bytes that are not a WAV", () => {
    expect(parseWav(Buffer.from("ID3\u0004 not a wav at all"))).toBeUndefined();
    expect(parseWav(Buffer.from('{"error": "json"}'))).toBeUndefined();
  });
});

describe("toNarrationPcm", () => {
  it("uses narration PCM as it is", async () => {
    const wav = toneWav(0.5);
    const pcm = await toNarrationPcm(wav, dir);
    expect(pcm.equals(parseWav(wav)?.data ?? Buffer.alloc(0))).toBe(true);
  });

  it("converts 24 kHz stereo to mono 22,050 Hz with ffmpeg, keeping the duration", async () => {
    const pcm = await toNarrationPcm(toneWav(1.25, 24_000, 440, 2), dir);
    expect(pcmSeconds(pcm)).toBeCloseTo(1.25, 2);
  });

  it("decodes MP3 from a server that ignored response_format", async () => {
    const mp3 = path.join(dir, "tone.mp3");
    await runToolOk("ffmpeg", ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=300:duration=2", "-ac", "1", "-y", mp3], { cwd: dir, timeoutMs: 30_000 });
    const pcm = await toNarrationPcm(fs.readFileSync(mp3), dir);
    // MP3 adds encoder padding of a few milliseconds.
    expect(Math.abs(pcmSeconds(pcm) - 2)).toBeLessThan(0.1);
  });

  it("refuses a playlist that would make ffmpeg open files or URLs (no format is guessed from the bytes)", async () => {
    const playlist = "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile:///etc/passwd\n#EXTINF:1,\nhttp://127.0.0.1:1/x.wav\n#EXT-X-ENDLIST\n";
    await expect(toNarrationPcm(Buffer.from(playlist), dir)).rejects.toThrow(/not audio in a format we read/);
  });

  it("names the containers it reads from their first bytes", () => {
    expect(audioFormat(toneWav(0.1, 24_000))).toBe("wav");
    expect(audioFormat(Buffer.from("ID3\x04\x00"))).toBe("mp3");
    expect(audioFormat(Buffer.from([0xff, 0xfb, 0x90, 0x00]))).toBe("mp3");
    expect(audioFormat(Buffer.from("OggS\x00\x02"))).toBe("ogg");
    expect(audioFormat(Buffer.from("fLaC\x00"))).toBe("flac");
    expect(audioFormat(Buffer.from("\x00\x00\x00\x20ftypM4A "))).toBe("mov");
    expect(audioFormat(Buffer.from("#EXTM3U"))).toBeNull();
  });

  it("fails with a ToolError for bytes that are not audio", async () => {
    await expect(toNarrationPcm(Buffer.from("this is not audio at all, just text"), dir)).rejects.toBeInstanceOf(ToolError);
  });
});

// Test support: real WAV bytes for the fakes to answer with.
import { wavFile } from "../../audio/wav.js";

/**
 * A sine tone of `seconds` at `sampleRate` (mono 16-bit unless `channels` says otherwise). Fakes
 * make it as long as the text they were sent, so a test can tell from the total duration whether
 * every chunk arrived and was joined.
 */
export function toneWav(seconds: number, sampleRate = 22_050, frequency = 440, channels = 1): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const pcm = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i++) {
    const v = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 8000);
    for (let c = 0; c < channels; c++) pcm.writeInt16LE(v, (i * channels + c) * 2);
  }
  return wavFile(pcm, sampleRate, channels, 16);
}

/** Seconds of audio the fakes make per character of text: 10 ms. */
export const SECONDS_PER_CHAR = 0.01;

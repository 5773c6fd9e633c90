/**
 * The one audio format every narration file has: RIFF WAVE, PCM, mono, 16-bit little endian, at
 * NARRATION_SAMPLE_RATE. 22,050 Hz is what espeak-ng (the offline default) writes, so the common
 * case needs no resampling; Sarvam and Bhashini are asked for it too, and anything else (OpenAI's
 * 24 kHz, an MP3 from a self-hosted server) is converted with ffmpeg (see pcm.ts).
 */
export const NARRATION_SAMPLE_RATE = 22_050;
const BYTES_PER_SAMPLE = 2;

export interface WavInfo {
  /** 1 = integer PCM, 3 = float, 0xfffe = extensible (inspect further with ffmpeg). */
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** The sample bytes. */
  data: Buffer;
}

/**
 * Reads the fmt and data chunks of a WAV. Streaming writers (espeak-ng --stdout, OpenAI) cannot
 * seek back to fill in sizes and leave 0 or 0x7fffffff-ish placeholders, so a size that runs past
 * the end means "to the end". Undefined when the bytes are not a WAV.
 */
export function parseWav(bytes: Uint8Array): WavInfo | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 12 || buf.toString("latin1", 0, 4) !== "RIFF" || buf.toString("latin1", 8, 12) !== "WAVE") return undefined;
  let fmt: Omit<WavInfo, "data"> | undefined;
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString("latin1", offset, offset + 4);
    const declared = buf.readUInt32LE(offset + 4);
    const start = offset + 8;
    if (id === "fmt " && start + 16 <= buf.length) {
      fmt = { format: buf.readUInt16LE(start), channels: buf.readUInt16LE(start + 2), sampleRate: buf.readUInt32LE(start + 4), bitsPerSample: buf.readUInt16LE(start + 14) };
    } else if (id === "data") {
      if (!fmt) return undefined;
      const end = declared === 0 || start + declared > buf.length ? buf.length : start + declared;
      // A dangling odd byte is half a sample; drop it.
      const usable = end - ((end - start) % Math.max(1, fmt.channels * (fmt.bitsPerSample / 8)));
      return { ...fmt, data: buf.subarray(start, usable) };
    }
    // Chunks are padded to an even size.
    offset = start + declared + (declared % 2);
  }
  return undefined;
}

/** True when the WAV already is narration PCM and can be used as it is. */
export function isNarrationPcm(info: WavInfo): boolean {
  return info.format === 1 && info.channels === 1 && info.bitsPerSample === 16 && info.sampleRate === NARRATION_SAMPLE_RATE;
}

/** A complete WAV file around integer PCM samples (mono 16-bit unless told). */
export function wavFile(pcm: Buffer, sampleRate = NARRATION_SAMPLE_RATE, channels = 1, bitsPerSample = 16): Buffer {
  const blockAlign = channels * (bitsPerSample / 8);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write("WAVE", 8, "latin1");
  header.write("fmt ", 12, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Seconds of mono 16-bit samples. */
export const pcmSeconds = (pcm: Buffer, sampleRate = NARRATION_SAMPLE_RATE): number => pcm.length / BYTES_PER_SAMPLE / sampleRate;

/** Digital silence of the given length. */
export const silencePcm = (seconds: number, sampleRate = NARRATION_SAMPLE_RATE): Buffer => Buffer.alloc(Math.round(seconds * sampleRate) * BYTES_PER_SAMPLE);

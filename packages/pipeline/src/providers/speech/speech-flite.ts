import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { VoiceKey } from "@lectern/contract";
import { runTool } from "../../process/run-tool.js";

import type { SpeechProvider, SpeechRequest } from "./speech-provider.js";
import { ProviderError } from "../provider-error.js";

/**
 * CMU clustergen voices built into Debian's flite: slt (US female) and rms (US male). They sound
 * far less robotic than espeak-ng's formant voices and, measured on 2 busy cores, speak a whole
 * talk about 50× faster than realtime (espeak-ng: about 360×). awb is also clustergen but
 * Scottish and half as fast; kal is diphone.
 *
 * `stretch` multiplies every phone's duration. The two voices speak at different natural rates
 * (measured on a corpus talk at 1.1: slt 133, rms 115 words a minute), so each gets its own; with
 * these, the same talk came to 151 and 149, near the 150 the talk lengths are planned with.
 */
export const FLITE_VOICES: Readonly<Record<VoiceKey, { name: string; stretch: number }>> = {
  vidya: { name: "slt", stretch: 0.97 },
  karun: { name: "rms", stretch: 0.85 },
};
const FLITE_TIMEOUT_MS = 60_000;

export interface FliteOptions {
  command?: string;
}

/**
 * flite, the offline English voice. English only: its lexicon and letter-to-sound rules are US
 * English, so other languages stay with espeak-ng (see offlineSpeech). One process per sentence,
 * so sentence timings are exact. flite cannot write a WAV to a pipe (the
 * header's lengths stay 0), so it writes a file in the work directory that is read and removed.
 */
export function fliteSpeech(options: FliteOptions = {}): SpeechProvider {
  const command = options.command ?? "flite";
  return {
    name: "flite",
    label: "flite (CMU slt/rms)",
    fingerprint: `flite ${JSON.stringify(FLITE_VOICES)}`,
    maxChars: 4000,
    perSentence: true,
    concurrency: Math.max(1, os.availableParallelism()),
    async synthesize(text: string, request: SpeechRequest): Promise<Uint8Array> {
      request.signal?.throwIfAborted();
      if (request.language.code !== "en") throw new ProviderError(`The flite voices speak English only, not ${request.language.name}.`, { role: "speech", service: "flite" });
      const out = path.join(request.cwd, `flite-${crypto.randomBytes(6).toString("hex")}.wav`);
      // -t takes the next argument as the text whatever it starts with, so nothing in it is an option.
      const voice = FLITE_VOICES[request.voice];
      const args = ["-voice", voice.name, "--setf", `duration_stretch=${voice.stretch}`, "-o", out, "-t", text];
      try {
        let result;
        try {
          result = await runTool(command, args, { cwd: request.cwd, timeoutMs: FLITE_TIMEOUT_MS });
        } catch (err) {
          const missing = (err as NodeJS.ErrnoException).code === "ENOENT";
          throw new ProviderError(missing ? "The offline English voice (flite) is not installed on this server." : `The offline voice could not start: ${(err as Error).message}`, { role: "speech", service: "flite" });
        }
        const wav = result.code === 0 && !result.timedOut ? await fs.readFile(out).catch(() => undefined) : undefined;
        if (!wav || wav.length <= 44) {
          const why = result.timedOut ? "timed out" : result.stderr.trim().slice(-300) || `exit ${result.code ?? result.signal}, no audio`;
          throw new ProviderError(`The offline voice (flite) failed: ${why}`, { role: "speech", service: "flite", retryable: true });
        }
        return wav;
      } finally {
        await fs.rm(out, { force: true });
      }
    },
  };
}

import os from "node:os";
import type { Language, VoiceKey } from "@lectern/contract";
import { runTool } from "../../process/run-tool.js";

import type { SpeechProvider, SpeechRequest } from "./speech-provider.js";
import { ProviderError } from "../provider-error.js";

/**
 * Words per minute. espeak-ng's default (175) sounds hurried for technical narration; 160 is
 * near the 150 wpm the talk lengths are planned with, and keeps its diction clear.
 */
export const ESPEAK_RATE_WPM = 160;
const ESPEAK_TIMEOUT_MS = 60_000;

/**
 * The espeak-ng voice for a language and voice key. Native voices are male; the `+f3` variant
 * gives a female pitch in every language (measured: `en+f3` works, `en-gb+f3` silently stays
 * male, so the bare language code is used).
 */
export function espeakVoice(language: Pick<Language, "espeak">, voice: VoiceKey): string {
  return voice === "vidya" ? `${language.espeak}+f3` : language.espeak;
}

/**
 * espeak-ng sets up PulseAudio even with --stdout: that writes $HOME/.config/pulse/ (measured:
 * into the working directory, since HOME is set to it) and costs about 20 ms a call. Pointing it
 * at a socket that does not exist skips both; the audio still comes out on stdout. (Not
 * PULSE_SERVER=none: "none" is looked up as a host name, and about one call in 40 then hung for
 * 5 s, measured, which made a whole narration 10× slower.)
 */
function espeakEnv(cwd: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: cwd, LANG: "C.UTF-8", PULSE_SERVER: "unix:/nonexistent/lectern-no-audio-device" };
}

export interface EspeakOptions {
  rateWpm?: number;
  command?: string;
}

/**
 * espeak-ng, the offline default. Called once per sentence (a process costs a few milliseconds),
 * so sentence timings are exact; text goes through stdin, so nothing in it is read as an option.
 */
export function espeakSpeech(options: EspeakOptions = {}): SpeechProvider {
  const rate = options.rateWpm ?? ESPEAK_RATE_WPM;
  const command = options.command ?? "espeak-ng";
  return {
    name: "espeak",
    label: "espeak-ng",
    fingerprint: `espeak-ng rate ${rate}`,
    maxChars: 4000,
    perSentence: true,
    concurrency: Math.max(1, os.availableParallelism()),
    async synthesize(text: string, request: SpeechRequest): Promise<Uint8Array> {
      request.signal?.throwIfAborted();
      const args = ["-v", espeakVoice(request.language, request.voice), "-s", String(rate), "-b", "1", "--stdin", "--stdout"];
      let result;
      try {
        result = await runTool(command, args, { cwd: request.cwd, timeoutMs: ESPEAK_TIMEOUT_MS, input: text, env: espeakEnv(request.cwd) });
      } catch (err) {
        const missing = (err as NodeJS.ErrnoException).code === "ENOENT";
        throw new ProviderError(missing ? "The offline voice (espeak-ng) is not installed on this server." : `The offline voice could not start: ${(err as Error).message}`, { role: "speech", service: "espeak" });
      }
      if (result.timedOut || result.code !== 0 || result.stdout.length <= 44) {
        const why = result.timedOut ? "timed out" : result.stderr.trim().slice(-300) || `exit ${result.code ?? result.signal}`;
        throw new ProviderError(`The offline voice (espeak-ng) failed for ${request.language.name}: ${why}`, { role: "speech", service: "espeak", retryable: true });
      }
      return result.stdout;
    },
  };
}

import type { Language, SpeechProviderName, VoiceKey } from "@lectern/contract";

export interface SpeechRequest {
  language: Language;
  voice: VoiceKey;
  /** A directory inside the workspace for any program the provider runs. */
  cwd: string;
  signal?: AbortSignal;
}

/**
 * Turns text into speech. Callers split narration so no request is longer than `maxChars`;
 * the answer is audio bytes in any format ffmpeg reads (WAV normally), converted to the
 * narration format by the audio stage.
 */
export interface SpeechProvider {
  readonly name: SpeechProviderName;
  /** For people: "espeak-ng", "Sarvam bulbul:v2". */
  readonly label: string;
  /**
   * Everything besides the text that changes the sound (model, voice names, rate), so that a
   * different setting makes the audio stage synthesise again.
   */
  readonly fingerprint: string;
  readonly maxChars: number;
  /**
   * true: called once per sentence, so sentence timings are exact. false: called with chunks of
   * several sentences (fewer requests), and timings inside a chunk are estimated.
   */
  readonly perSentence: boolean;
  /** How many requests may run at once. */
  readonly concurrency: number;
  /**
   * The provider that actually speaks `language`, when that depends on it (the offline voice is
   * flite for English, espeak-ng otherwise). The audio stage asks before anything else, so the
   * manifest and the input hash name the engine that spoke. Absent: this provider.
   */
  forLanguage?(language: Language): Promise<SpeechProvider>;
  synthesize(text: string, request: SpeechRequest): Promise<Uint8Array>;
}

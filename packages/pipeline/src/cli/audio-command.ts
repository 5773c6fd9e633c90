import path from "node:path";
import { parseArgs } from "node:util";
import { LANGUAGES, narrationAvailability, SpeechProviderName, VoiceKey, type LanguageName } from "@lectern/contract";
import { generateAudio } from "../audio/generate-audio.js";
import { paperLanguage } from "../audio/translate-script.js";
import type { ProviderKeys } from "../providers/speech/provider-keys.js";
import { speechFor } from "../providers/speech/speech-choice.js";
import { translatorFor } from "../providers/translate/translator-choice.js";

/** "hi", "Hindi" or "hindi" → "Hindi". */
export function languageArg(value: string): LanguageName | undefined {
  const v = value.trim().toLowerCase();
  return LANGUAGES.find((l) => l.code === v || l.name.toLowerCase() === v)?.name;
}

/**
 * Why the environment's keys cannot narrate `language`, for the command line; undefined when they
 * can. The same rule as the web's language picker, asked before any work is done. `from` is the
 * paper's language code when known (English otherwise).
 */
export function languageProblem(language: LanguageName, keys: ProviderKeys, from?: string): string | undefined {
  const translation = translatorFor(keys, from) !== undefined;
  if (narrationAvailability(language, { translation }, from).available) return undefined;
  return `Narration in ${language} needs translation, which needs a Sarvam, Gemini or OpenAI key: set SARVAM_API_KEY, GEMINI_API_KEY or OPENAI_API_KEY. Narration in the paper's own language (English for most papers) needs no key.`;
}

/** Keys and base URLs from the environment, the CLI's stand-in for a user's stored keys. */
export function keysFromEnv(env: NodeJS.ProcessEnv): ProviderKeys {
  const set = (v: string | undefined) => (v && v.trim() !== "" ? v.trim() : undefined);
  const keys: ProviderKeys = {};
  const sarvam = set(env.SARVAM_API_KEY);
  if (sarvam) keys.sarvam = { apiKey: sarvam, ...(set(env.SARVAM_BASE_URL) ? { baseUrl: set(env.SARVAM_BASE_URL) } : {}) };
  const gemini = set(env.GEMINI_API_KEY);
  if (gemini) keys.gemini = { apiKey: gemini, ...(set(env.GEMINI_BASE_URL) ? { baseUrl: set(env.GEMINI_BASE_URL) } : {}), ...(set(env.GEMINI_MODEL) ? { model: set(env.GEMINI_MODEL) } : {}) };
  const openai = set(env.OPENAI_API_KEY);
  if (openai) {
    const female = set(env.OPENAI_VOICE_FEMALE);
    const male = set(env.OPENAI_VOICE_MALE);
    keys.openai = {
      apiKey: openai,
      ...(set(env.OPENAI_BASE_URL) ? { baseUrl: set(env.OPENAI_BASE_URL) } : {}),
      ...(set(env.OPENAI_MODEL) ? { model: set(env.OPENAI_MODEL) } : {}),
      ...(set(env.OPENAI_SPEECH_MODEL) ? { speechModel: set(env.OPENAI_SPEECH_MODEL) } : {}),
      ...(female || male ? { voices: { ...(female ? { female } : {}), ...(male ? { male } : {}) } } : {}),
    };
  }
  const [userId, ulcaApiKey, pipelineId] = [set(env.BHASHINI_USER_ID), set(env.BHASHINI_API_KEY), set(env.BHASHINI_PIPELINE_ID)];
  if (userId && ulcaApiKey && pipelineId) keys.bhashini = { userId, ulcaApiKey, pipelineId, ...(set(env.BHASHINI_CONFIG_URL) ? { configUrl: set(env.BHASHINI_CONFIG_URL) } : {}) };
  return keys;
}

/** `lectern audio <dir> --lang hi --voice karun`: narration audio for one language of a workspace. */
export async function audioCommand(args: string[], usage: string): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      lang: { type: "string", default: "en" },
      voice: { type: "string", default: "vidya" },
      speech: { type: "string", default: "auto" },
      hinglish: { type: "string", default: "3" },
    },
  });
  const [dir] = positionals;
  const language = languageArg(values.lang);
  const voice = VoiceKey.safeParse(values.voice);
  const use = values.speech === "auto" ? ({ success: true, data: "auto" } as const) : SpeechProviderName.safeParse(values.speech);
  const hinglish = Number(values.hinglish);
  if (!dir || positionals.length > 1 || !language || !voice.success || !use.success || !Number.isInteger(hinglish) || hinglish < 0) {
    process.stderr.write(usage);
    return 2;
  }

  const keys = keysFromEnv(process.env);
  const from = await paperLanguage(path.resolve(dir));
  const problem = languageProblem(language, keys, from);
  if (problem) {
    process.stderr.write(`lectern: ${problem}\n`);
    return 2;
  }
  const speech = speechFor(keys, use.data);
  const translator = translatorFor(keys, from);
  const started = performance.now();
  let shown = -1;
  const result = await generateAudio(path.resolve(dir), {
    language,
    voice: voice.data,
    speech,
    ...(translator ? { translator } : {}),
    hinglishIterations: hinglish,
    onProgress: (f) => {
      const step = Math.floor(f * 10);
      if (step > shown && f < 1) process.stderr.write(`… ${step * 10}%\n`);
      shown = step;
    },
  });
  const wallS = (performance.now() - started) / 1000;
  const { manifest } = result;
  const lines = manifest.sections.map((s, i) => `  ${result.files[i] ?? s.file}  ${s.duration_s.toFixed(1).padStart(6)} s  ${s.sentences.length} sentences`);
  const translated = manifest.language !== "English" && translator ? ` (text translated with ${translator.label} when needed)` : "";
  process.stdout.write(
    [
      `${manifest.language} narration, voice ${manifest.voice}, by ${speech.label}${translated}:`,
      ...lines,
      result.reused
        ? `total ${manifest.total_s.toFixed(1)} s: unchanged, reused the existing audio`
        : `total ${manifest.total_s.toFixed(1)} s of audio in ${wallS.toFixed(2)} s (${(manifest.total_s / Math.max(wallS, 1e-3)).toFixed(0)}× realtime)`,
      ...(result.hindiDebug ? [`Hinglish passes: ${result.hindiDebug.map((d) => `${d.section} ${d.iterations.length - 1}`).join(", ")}`] : []),
    ].join("\n") + "\n",
  );
  return 0;
}

import { LanguageName, ScriptWriter, TalkLength, VoiceKey } from "@lectern/contract";
import { z } from "zod";

// Job parameters as stored in the jobs table, parsed again when the job runs (a row may have
// been written by an older version, or by hand).

export const ScriptJob = z.object({ writer: ScriptWriter, length: TalkLength });
export const SlidesJob = z.object({});
export const AudioJob = z.object({
  language: LanguageName,
  voice: VoiceKey,
  hinglish_iterations: z.number().int().min(0).max(5),
  use: z.enum(["auto", "bhashini"]),
});
export const VideoJob = z.object({ language: LanguageName });
export const OneClickJob = z.object({ language: LanguageName, voice: VoiceKey });

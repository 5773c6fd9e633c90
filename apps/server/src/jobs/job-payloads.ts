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
export const VideoJob = z.object({ language: LanguageName, highlight: z.boolean().optional() });
export const OneClickJob = z.object({ language: LanguageName, voice: VoiceKey });
/**
 * An upload to YouTube: the code was exchanged in the request; the access token travels encrypted
 * (AES-GCM, bound to the job's user and paper) and lapses with Google's expiry (about an hour).
 */
export const YoutubeJob = z.object({ language: LanguageName, token: z.string().min(1), expiry_date: z.number().nullable() });

import { LanguageName, PaperId, ScriptWriter, TalkLength, VoiceKey } from "@lectern/contract";
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
/**
 * What a one-click job reads when it makes its own paper: an upload the request staged under the
 * paper's id (one-click/staged-upload.ts), or an arXiv link.
 */
export const OneClickSource = z.union([z.object({ kind: z.enum(["pdf", "zip"]) }), z.object({ kind: z.literal("remote"), url: z.string().min(1).max(2048) })]);
export type OneClickSource = z.infer<typeof OneClickSource>;
/** `make`: the paper to make first (rows written before one click read its own upload have none). */
export const OneClickJob = z.object({ language: LanguageName, voice: VoiceKey, make: z.object({ paper_id: PaperId, source: OneClickSource }).optional() });
/**
 * An upload to YouTube: the code was exchanged in the request; the access token travels encrypted
 * (AES-GCM, bound to the job's user and paper) and lapses with Google's expiry (about an hour).
 */
export const YoutubeJob = z.object({ language: LanguageName, token: z.string().min(1), expiry_date: z.number().nullable() });

import { DEFAULT_LANGUAGE, DEFAULT_VOICE, type JobKind } from "@lectern/contract";

/** One click uses the defaults: English narration, the female voice (vidya). */
export const ONE_CLICK = { language: DEFAULT_LANGUAGE, voice: DEFAULT_VOICE } as const;

/** Work that writes the files one click writes: one of them at a time per paper. */
export const ONE_CLICK_EXCLUSIVE: readonly JobKind[] = ["script", "slides", "audio", "video", "oneclick"];

export const ONE_CLICK_BUSY = "A video for this paper is already being made. Please wait for it to finish.";

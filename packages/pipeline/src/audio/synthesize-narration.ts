import type { Language, SentenceTiming, VoiceKey } from "@lectern/contract";
import type { SpeechProvider } from "../providers/speech/speech-provider.js";
import { packUnits, sentenceUnits, type TextUnit } from "./chunk-text.js";
import { mapLimit } from "./map-limit.js";
import { toNarrationPcm } from "./pcm.js";
import { splitSentences } from "../text/sentences.js";
import { pcmSeconds, silencePcm } from "./wav.js";

/**
 * A section with no narration still gets a file of this much silence, so every section keeps its
 * place (and its slide stays on screen for a moment) and files pair one to one with sections.
 */
export const EMPTY_SECTION_SECONDS = 1.5;

export interface SectionNarration {
  key: string;
  text: string;
}

export interface SectionAudio {
  key: string;
  pcm: Buffer;
  durationS: number;
  sentences: SentenceTiming[];
}

export interface SynthesizeOptions {
  speech: SpeechProvider;
  language: Language;
  voice: VoiceKey;
  cwd: string;
  signal?: AbortSignal;
  /** Called after each request with the share of characters spoken so far (0–1). */
  onProgress?: (fraction: number) => void;
}

interface Chunk {
  section: number;
  units: TextUnit[];
}

/**
 * Speaks every section: its sentences are cut into requests under the provider's limit (one
 * request per sentence for per-sentence providers), all requests of the talk share one pool of
 * `speech.concurrency`, and each section's audio is its requests' audio in order.
 *
 * Sentence timings: with a per-sentence provider (espeak-ng) each sentence is its own clip, so
 * its start and end are exact. With chunking providers (Sarvam, OpenAI, Bhashini) a clip holds
 * several sentences, and its duration is shared among them in proportion to their characters —
 * an estimate good to a fraction of a second, which is what captions need.
 */
export async function synthesizeNarration(sections: readonly SectionNarration[], opts: SynthesizeOptions): Promise<SectionAudio[]> {
  const { speech } = opts;
  const sentencesOf = sections.map((s) => splitSentences(s.text));
  const chunks: Chunk[] = sentencesOf.flatMap((sentences, section) => {
    const units = sentenceUnits(sentences, speech.maxChars);
    const groups = speech.perSentence ? units.map((u) => [u]) : packUnits(units, speech.maxChars);
    return groups.map((g) => ({ section, units: g }));
  });
  const totalChars = Math.max(1, chunks.reduce((n, c) => n + chars(c), 0));
  let doneChars = 0;
  opts.onProgress?.(0);

  const request = { language: opts.language, voice: opts.voice, cwd: opts.cwd, ...(opts.signal ? { signal: opts.signal } : {}) };
  const clips = await mapLimit(chunks, speech.concurrency, async (chunk) => {
    opts.signal?.throwIfAborted();
    const bytes = await speech.synthesize(chunk.units.map((u) => u.text).join(" "), request);
    const pcm = await toNarrationPcm(bytes, opts.cwd);
    doneChars += chars(chunk);
    opts.onProgress?.(Math.min(1, doneChars / totalChars));
    return pcm;
  });

  return sections.map((s, section) => {
    const mine = chunks.map((c, i) => ({ c, pcm: clips[i] })).filter((x) => x.c.section === section);
    if (mine.length === 0) {
      const pcm = silencePcm(EMPTY_SECTION_SECONDS);
      return { key: s.key, pcm, durationS: pcmSeconds(pcm), sentences: [] };
    }
    const sentences = sentencesOf[section] ?? [];
    const spans = sentences.map(() => ({ start: Infinity, end: 0 }));
    let t = 0;
    for (const { c, pcm } of mine) {
      const seconds = pcm ? pcmSeconds(pcm) : 0;
      const length = Math.max(1, chars(c));
      let at = t;
      for (const unit of c.units) {
        const span = spans[unit.sentence];
        const d = (seconds * unit.text.length) / length;
        if (span) {
          span.start = Math.min(span.start, at);
          span.end = Math.max(span.end, at + d);
        }
        at += d;
      }
      t += seconds;
    }
    const pcm = Buffer.concat(mine.map((x) => x.pcm ?? Buffer.alloc(0)));
    return {
      key: s.key,
      pcm,
      durationS: pcmSeconds(pcm),
      sentences: sentences.map((text, i) => {
        const span = spans[i];
        const start = span && Number.isFinite(span.start) ? span.start : 0;
        return { text, start_s: round(start), end_s: round(Math.max(start, span?.end ?? 0)) };
      }),
    };
  });
}

const chars = (c: Chunk) => c.units.reduce((n, u) => n + u.text.length, 0);
/** Milliseconds are plenty for captions and keep the manifest readable. */
const round = (s: number) => Math.round(s * 1000) / 1000;

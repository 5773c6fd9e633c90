import { countSpokenWords } from "../plan/spoken-words.js";
import type { Candidate } from "./rank-sentences.js";
import { splitSourceSentences } from "../../text/sentences.js";
import { speakSentence } from "./spoken/spoken-sentence.js";
import type { SpeakableLimits } from "./spoken/speakable.js";
import { contentTokens } from "./tokens.js";

/** The section's sentences that can be read aloud, already in spoken form. */
export function speakableCandidates(text: string, cjk: boolean, limits?: SpeakableLimits): Candidate[] {
  const out: Candidate[] = [];
  let unspoken: string | null = null;
  for (const s of splitSourceSentences(text, cjk)) {
    const spoken = speakSentence(s.text, cjk, limits);
    if (spoken === null) {
      unspoken = s.text;
      continue;
    }
    const before = unspoken !== null ? { unspokenBefore: contentTokens(unspoken) } : {};
    out.push({ index: s.index, text: spoken, tokens: contentTokens(spoken), words: countSpokenWords(spoken), leads: s.leads, ...before });
    unspoken = null;
  }
  return out;
}

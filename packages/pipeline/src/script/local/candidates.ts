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
    const spoken = speakSentence(s.leads && !cjk ? withoutGluedHeading(s.text) : s.text, cjk, limits);
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

/** A word a heading's words may hold besides capitalised ones: "2D and 3D Image Segmentation", "Results on the Test Set". */
const HEADING_WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d'’-]*|and|or|of|for|in|on|the|with|to|vs\.?|from|by)`;
/** Words that open a sentence, set with a capital after a heading the PDF ran into it. */
const OPENER = "(?:To|We|The|In|One|Our|This|These|Here|For|A|An|It|As|Given|Since|While|Using|Each|All|Most|Many|Some|There|Unlike|Although|When|After|Before|Finally|First|Next)";
const GLUED_HEADING = new RegExp(`^(${HEADING_WORD}(?:\\s+${HEADING_WORD}){1,8}?)\\s+(?=${OPENER}\\s+[\\p{Ll}\\d])`, "u");

/**
 * A paragraph whose run-in heading the text extraction joined to its first sentence ("2D and 3D
 * Image Segmentation To segment images …"): the heading is a label, not words of the sentence. A
 * run of title-case words is a heading only when it ends with a capitalised word and a sentence
 * starts right after it; a sentence that opens with a name and goes on in lower case is untouched.
 */
export function withoutGluedHeading(sentence: string): string {
  // "Interface: Gdev is a Linux kernel module …": a paragraph's label of one to three capitalised words.
  const label = /^\p{Lu}[\p{L}-]*(?:\s+(?:\p{Lu}[\p{L}-]*|and|of|for)){0,2}:\s+(?=\p{Lu})/u.exec(sentence);
  if (label !== null) return sentence.slice(label[0].length);
  const m = GLUED_HEADING.exec(sentence);
  if (m === null) return sentence;
  const heading = (m[1] ?? "").split(/\s+/);
  const capitals = heading.filter((w) => /^[\p{Lu}\d]/u.test(w)).length;
  return capitals >= 2 && /^[\p{Lu}\d]/u.test(heading.at(-1) ?? "") ? sentence.slice(m[0].length) : sentence;
}

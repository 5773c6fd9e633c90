import type { CaseStats } from "./casing.js";
import { speakNumbers } from "./spoken/numbers.js";
import { speakSymbols } from "./spoken/symbols.js";

/** Titles that already read as a phrase without "the": "Why self-attention", "Our method", "Training". */
const NO_ARTICLE =
  /^(?:the|a|an|our|this|these|those|its|their|my|why|how|what|when|where|which|who|whose|toward|towards|on|from|beyond|using|with|to|into|in|for|about|is|are|do|does|can|should|some|all|each|more|further|beyond|appendix|half|one|two|three|four|five|several|many|few|no|both)$/;

/** Words that are headings' common nouns whatever the paper's own capitalisation ("(Methods S2)"). */
const HEADING_WORDS =
  /^(?:introduction|background|related|work|methods?|methodology|materials?|results?|discussion|conclusions?|summary|analysis|experiments?|evaluation|overview|approach|model|data|and|of|the|for|in|on|with)$/i;

/** A heading said inside a sentence: symbols in words, ordinary words lower-cased, trailing punctuation gone. */
export function spokenHeading(title: string, cases: CaseStats): string {
  const t = speakSymbols(speakNumbers(title.replace(/\s*&\s*/g, " and "))).replace(/[\s.:;,]+$/u, "");
  return cases.inSentence(t).replace(/\p{L}+/gu, (w) => (HEADING_WORDS.test(w) && /^\p{Lu}\p{Ll}*$/u.test(w) ? w.toLowerCase() : w));
}

/** "the methods", "the related work", but "training", "why self-attention", "our approach". */
export function withArticle(heading: string): string {
  const first = (heading.split(/\s+/)[0] ?? "").toLowerCase();
  if (!first || NO_ARTICLE.test(first) || /^\p{L}+ing$/u.test(first)) return heading;
  return `the ${heading}`;
}

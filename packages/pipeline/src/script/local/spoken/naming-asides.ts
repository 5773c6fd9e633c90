import { escapeRegExp } from "../../../text/escape-regexp.js";

/**
 * A name given in parentheses after what it names: "reinforcement learning (RL)", "the
 * probability of aligning (alpha)". On a page the reader sees it and meets it again later; heard,
 * a bracketed "R L" or "alpha" is noise unless the talk uses the name again. So across the whole
 * talk, in order: a name the talk says or shows again is said the way a speaker gives one
 * ("reinforcement learning, or RL,"), and a name it never uses again is left out.
 */

const GREEK = "alpha|beta|gamma|delta|epsilon|zeta|eta|theta|iota|kappa|lambda|mu|nu|xi|omicron|pi|rho|sigma|tau|upsilon|phi|chi|psi|omega";
/** "(RL)", "(fMRI)", "(GPUs)", "(SU)", "(beta)", "(x)": an abbreviation (two capitals, or one after a small letter; not a name like "(Ottawa)"), a Greek letter's name or one letter. */
const ASIDE = new RegExp(String.raw`\s\(((?:[\p{L}\d-]*(?:\p{Lu}[\p{L}\d-]*\p{Lu}|\p{Ll}\p{Lu})[\p{L}\d-]*)|(?:${GREEK})|\p{L})\)(?=([,.;:!?]?))`, "gu");

/** A word that shows the noun phrase ended with the aside: a verb, a preposition, a conjunction. */
const CLAUSE_GOES_ON =
  /^(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|does|do|did|to|in|on|at|for|with|by|from|of|as|that|which|who|and|or|but|while|where|when|than|into|over|under|through|across|between|among|via|per|within|without|during|after|before|\p{Ll}+ed)\b/u;

/** The narrations with every naming aside said or dropped; `bullets` are all the talk shows. */
export function sayNamingAsides(narrations: readonly string[], bullets: readonly string[]): string[] {
  const shown = bullets.join("\n");
  const given = new Set<string>();
  return narrations.map((text, at) => {
    const later = narrations.slice(at + 1).join("\n");
    return text.replace(ASIDE, (whole: string, name: string, punctuation: string, offset: number, all: string) => {
      if (name.length > 10) return whole;
      // "(CSAFs)" names "the CSAF" said later, and "(GAN)" the "GANs": a plural is the same name.
      const stem = /\p{Lu}s$/u.test(name) ? name.slice(0, -1) : name;
      const use = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(stem)}${/\p{Lu}$/u.test(stem) ? "s?" : ""}(?![\\p{L}\\d])`, "u");
      const after = all.slice(offset + whole.length);
      // "Queen Elizabeth Central Hospital (QECH), or Queen's, as it's known": a second name follows.
      if (/^,?\s+or\s/u.test(after)) return whole;
      // A name given already needs no naming again; one never used again needs none at all.
      if (given.has(stem) || !use.test(`${after}\n${later}\n${shown}`)) return "";
      given.add(stem);
      // "(HPV)-positive": the aside is part of a word; said as written.
      if (/^[-\p{L}\d]/u.test(after)) return whole;
      // In a list ("descent (SGD), RMSprop, and …") or beside another "or" ("trees (DTs) or
      // networks (NNs)") a spoken "or" would join the wrong things: the aside stays as written.
      if (/^,\s+(?:[^,.;:]{1,40},|(?:and|or)\s)/u.test(after) || /\bor(?:\s+[\p{L}\d-]+){1,6}$/u.test(all.slice(Math.max(0, offset - 60), offset))) return whole;
      // ", or RL," inside the sentence; ", or RL" before its own punctuation. Inside a noun phrase
      // ("… recognition (ASR) systems", "… Monte Carlo (MCMC) diagnostic plots") commas would split
      // the phrase: there the aside stays as written.
      if (punctuation !== "") return `, or ${name}`;
      return CLAUSE_GOES_ON.test(after.trimStart()) ? `, or ${name},` : whole;
    });
  });
}

/**
 * A symbol named after its noun, the paper's notation: "the base policy pi", "the environmental
 * factor encoder mu", "the matrix W". Heard, it is one more thing to hold for a listener who will
 * never hear it again; the noun alone says it. Not "a", "A" or "I", which are words.
 */
const SYMBOL = String.raw`(?:${GREEK}|[b-zB-HJ-Z])`;
/** Words that end a phrase without being its noun: "the value equals x", "the sum over k". */
const NOT_A_NOUN =
  "(?:equals|than|and|for|with|from|into|over|under|between|set|sets|denote|denotes|denoted|called|named|termed|define|defines|defined|given|using|use|uses|has|have|had|contains|yields|gives|becomes|takes|times|plus|minus|are|was|were|been|being|via|per|where|when|which|that|then|along|across|onto|upon|\\p{Ll}+ly|\\p{Ll}+(?:ed|en))";
/** Words inside a noun phrase never are: "each of which is written sigma" is no phrase. */
const FUNCTION_WORD = "(?:is|are|was|were|be|of|which|that|who|to|in|on|by|with|for|as|at|from|and|or)";
/** What continues a symbol said in words ("N sub mode", "p of y", "pi theta"): not a symbol alone. */
const SPOKEN_MATH_NEXT = `(?:sub|hat|bar|tilde|prime|star|dot|squared|cubed|of|equals|times|plus|minus|over|to the|${GREEK}|\\p{L})`;
const APPOSITIVE = new RegExp(
  String.raw`(\b(?:[Tt]he|[Aa]n?|[Oo]ur|[Ii]ts|[Tt]heir|[Tt]his|[Ee]ach)\s+(?:(?!${FUNCTION_WORD}\s)[\p{Ll}-]+\s+){0,3}(?!${NOT_A_NOUN}\s)[\p{Ll}-]{3,})\s+(${SYMBOL})(?=[,.;:!?]|\s(?!${SPOKEN_MATH_NEXT}\b))`,
  "gu",
);

/**
 * The talk's narrations and bullets with every symbol named after its noun dropped, where the talk
 * never uses that symbol otherwise (in a formula said in words, or on its own).
 */
export function dropUnusedSymbolNames(narrations: readonly string[], bullets: readonly string[]): { narrations: string[]; bullets: string[] } {
  const all = [...narrations, ...bullets];
  const named = new Set(all.flatMap((t) => [...t.matchAll(APPOSITIVE)].map((m) => m[2] ?? "")));
  const usedOtherwise = new Set(
    [...named].filter((symbol) => {
      const use = new RegExp(`(?<![\\p{L}\\d])${symbol}(?![\\p{L}\\d])`, "gu");
      return all.some((t) => (t.match(use)?.length ?? 0) > [...t.matchAll(APPOSITIVE)].filter((m) => m[2] === symbol).length);
    }),
  );
  const drop = (t: string) => t.replace(APPOSITIVE, (whole: string, noun: string, symbol: string) => (usedOtherwise.has(symbol) ? whole : noun));
  return { narrations: narrations.map(drop), bullets: bullets.map(drop) };
}

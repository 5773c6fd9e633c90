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

/** The narrations with every naming aside said or dropped; `bullets` are all the talk shows. */
export function sayNamingAsides(narrations: readonly string[], bullets: readonly string[]): string[] {
  const shown = bullets.join("\n");
  return narrations.map((text, at) => {
    const later = narrations.slice(at + 1).join("\n");
    return text.replace(ASIDE, (whole: string, name: string, punctuation: string, offset: number, all: string) => {
      if (name.length > 10) return whole;
      const use = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, "u");
      const after = all.slice(offset + whole.length);
      // "Queen Elizabeth Central Hospital (QECH), or Queen's, as it's known": a second name follows.
      if (/^,?\s+or\s/u.test(after)) return whole;
      // A name heard already needs no naming again; one never used again needs none at all.
      const before = `${narrations.slice(0, at).join("\n")}\n${all.slice(0, offset)}`;
      if (use.test(before) || !use.test(`${after}\n${later}\n${shown}`)) return "";
      // In a list ("descent (SGD), RMSprop, and …") or beside another "or" ("trees (DTs) or
      // networks (NNs)") a spoken "or" would join the wrong things: the aside stays as written.
      if (punctuation === "," || /\bor(?:\s+[\p{L}\d-]+){1,6}$/u.test(all.slice(Math.max(0, offset - 60), offset))) return whole;
      // ", or RL," inside the sentence; ", or RL" before its own punctuation.
      return punctuation === "" ? `, or ${name},` : `, or ${name}`;
    });
  });
}

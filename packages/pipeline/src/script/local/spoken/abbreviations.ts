import { capitaliseFirst } from "../../../text/capitalise.js";
import { escapeRegExp as escape } from "../../../text/escape-regexp.js";
import type { CaseStats } from "../casing.js";

/** A defined abbreviation: "convolutional neural network" for "CNN". */
export interface Abbreviation {
  short: string;
  long: string;
}

const CANDIDATE = /\(([\p{Lu}][\p{L}\d-]{1,11})\)/gu;
/** The words a definition can draw on: back to the previous sentence mark or bracket, at most 200 characters. */
function textBefore(text: string, at: number): string {
  const window = text.slice(Math.max(0, at - 200), at);
  const cut = Math.max(...[".", ";", ":", "!", "?", "(", ")", "（", "）", "\n"].map((c) => window.lastIndexOf(c)));
  return window.slice(cut + 1);
}

function isAbbreviationLike(short: string): boolean {
  const caps = short.match(/\p{Lu}/gu)?.length ?? 0;
  return caps >= 2 && !/^\p{Lu}[\p{Ll}]+$/u.test(short) && short.length <= 12;
}

/** Words a long form skips in its initials ("Optimism in the Face of Uncertainty" is OFU) and never starts with. */
const FUNCTION_WORD = /^(?:of|in|the|and|for|on|to|a|an|with|by|at|from|via|or|as)$/i;

/**
 * The run of preceding words whose initials, function words aside, spell the abbreviation:
 * "Optimism in the Face of Uncertainty (OFU)". Tried first, because the shortest letter match
 * alone finds "of Uncertainty" there.
 */
function initialsLongForm(letters: string, words: readonly string[]): string | null {
  let s = letters.length - 1;
  for (let w = words.length - 1; w >= 0 && words.length - w <= letters.length * 2 + 2; w -= 1) {
    const word = words[w] ?? "";
    const parts = word.split("-").filter((p) => p !== "");
    // A hyphenated word gives one initial per part ("Real-Time" is RT) or one for the whole.
    const initials = parts.map((p) => (p[0] ?? "").toLowerCase()).join("");
    const want = letters.slice(Math.max(0, s - initials.length + 1), s + 1);
    if (initials.length > 1 && want === initials) s -= initials.length;
    else if ((word[0] ?? "").toLowerCase() === letters[s]) s -= 1;
    else if (FUNCTION_WORD.test(word) && s < letters.length - 1) continue;
    else return null;
    if (s < 0) return words.slice(w).join(" ");
  }
  return null;
}

/** Schwartz & Hearst (2003): the shortest run of preceding words whose letters spell the abbreviation. */
function longFormFor(short: string, before: string): string | null {
  const letters = short.replace(/s$/, "").toLowerCase();
  const words = before.trim().split(/\s+/);
  if (/^[a-z\d]+$/.test(letters)) {
    const byInitials = initialsLongForm(letters, words);
    if (byInitials !== null && byInitials.split(/\s+/).length >= 2) return byInitials;
  }
  const maxWords = Math.min(letters.length + 5, letters.length * 2);
  const candidate = words.slice(-maxWords).join(" ");
  let s = letters.length - 1;
  let l = candidate.length - 1;
  while (s >= 0) {
    const c = letters[s] ?? "";
    if (!/[\p{L}\d]/u.test(c)) {
      s -= 1;
      continue;
    }
    while (l >= 0 && ((candidate[l] ?? "").toLowerCase() !== c || (s === 0 && l > 0 && /[\p{L}\d]/u.test(candidate[l - 1] ?? "")))) l -= 1;
    if (l < 0) return null;
    l -= 1;
    s -= 1;
  }
  const start = candidate.lastIndexOf(" ", l) + 1;
  const long = candidate.slice(start).trim();
  // One word may be the long form of a short one built from its parts ("Autoencoders (AEs)",
  // "Hypergraph (HG)"): a long word, opening with the first letter.
  const oneWord = long.split(/\s+/).length === 1 && letters.length <= 3 && long.length >= 3 * letters.length && long[0]?.toLowerCase() === letters[0];
  if (long.length <= short.length || (long.split(/\s+/).length < 2 && !oneWord)) return null;
  // "of Uncertainty" for OFU: a long form never starts with a function word; better none than half.
  if (FUNCTION_WORD.test(long.split(/\s+/)[0] ?? "")) return null;
  // A name does not run across a clause: letters found in "universally accepted, and a fourth major
  // grade system" do not make it the long form of UIAA (a French name the paper never spells out).
  if (/[,;]\s/.test(long)) return null;
  return long;
}

function normaliseLong(long: string, pluralShort: boolean, cases: CaseStats): string {
  // Only a sentence-initial capital is undone: "Brain Imaging Data Structure" is a name, "Generative adversarial networks" is not.
  const [first = "", ...others] = long.split(/\s+/);
  const restLower = others.every((w) => !/^\p{Lu}/u.test(w) || /^\p{Lu}[\p{Lu}\d-]+$/u.test(w));
  let out = restLower && cases.prefersLower(first) ? long.charAt(0).toLowerCase() + long.slice(1) : long;
  if (pluralShort && out.endsWith("s")) out = out.slice(0, -1);
  return out;
}

/** Every "long form (ABBR)" the paper defines; the first definition wins. Plural "(GANs)" files as "GAN". */
export function findAbbreviations(text: string, cases: CaseStats): Abbreviation[] {
  const found = new Map<string, string>();
  for (const m of text.matchAll(CANDIDATE)) {
    const raw = m[1] ?? "";
    if (!isAbbreviationLike(raw)) continue;
    const plural = /\p{Lu}s$/u.test(raw);
    const short = plural ? raw.slice(0, -1) : raw;
    if (found.has(short)) continue;
    const long = longFormFor(raw, textBefore(text, m.index ?? 0));
    if (long) found.set(short, normaliseLong(long, plural, cases));
  }
  return [...found].map(([short, long]) => ({ short, long }));
}

/**
 * First use spells an abbreviation out, later uses are short, across the whole talk in order:
 * "long (ABBR)" is kept the first time and becomes "ABBR" afterwards; a bare "ABBR" heard first
 * becomes "long (ABBR)".
 */
export class AbbreviationTracker {
  private readonly introduced = new Set<string>();
  private readonly rules: { abbr: Abbreviation; defined: RegExp; bare: RegExp }[];

  constructor(abbreviations: Abbreviation[]) {
    this.rules = abbreviations.map((abbr) => ({
      abbr,
      defined: new RegExp(`${escape(abbr.long)}(s?)\\s*\\(${escape(abbr.short)}(s?)\\)`, "giu"),
      bare: new RegExp(`(?<![\\p{L}\\d(-])${escape(abbr.short)}(s?)(?![\\p{L}\\d)-])`, "gu"),
    }));
  }

  apply(sentence: string): string {
    let s = sentence;
    for (const { abbr, defined, bare } of this.rules) {
      if (!s.includes(abbr.short)) continue;
      let seenDefinition = false;
      s = s.replace(defined, (whole, _pl: string, shortPlural: string) => {
        if (!this.introduced.has(abbr.short) && !seenDefinition) {
          seenDefinition = true;
          return whole;
        }
        return `${abbr.short}${shortPlural}`;
      });
      if (seenDefinition) this.introduced.add(abbr.short);
      if (this.introduced.has(abbr.short)) continue;
      let expanded = false;
      s = s.replace(bare, (whole, plural: string, offset: number, all: string) => {
        if (expanded) return whole;
        const long = offset === 0 ? capitaliseFirst(abbr.long) : abbr.long;
        // "functional MRI (fMRI)": a parenthesis after it defines another abbreviation; a second
        // one would be heard as "(MRI) (fMRI)". Spelled out only, and still to be introduced.
        if (/^\s*\(/.test(all.slice(offset + whole.length))) return `${long}${plural !== "" && /s$/.test(long) ? "" : plural}`;
        expanded = true;
        // "ASR systems" for "automatic speech recognition system (ASR)": the long form's last word
        // is said once, by the noun that follows ("automatic speech recognition (ASR) systems").
        const nextWord = /^\s+(\p{L}+)/u.exec(all.slice(offset + whole.length))?.[1] ?? "";
        const lastWord = /(\p{L}+)$/u.exec(long)?.[1] ?? "";
        if (plural === "" && nextWord !== "" && lastWord.length > 2 && nextWord.toLowerCase().replace(/s$/, "") === lastWord.toLowerCase().replace(/s$/, "")) {
          return `${long.slice(0, long.length - lastWord.length).trimEnd()} (${abbr.short})`;
        }
        // "FCTs" after "flow completion times (FCT)": the long form may be plural already.
        return `${long}${plural !== "" && /s$/.test(long) ? "" : plural} (${abbr.short}${plural})`;
      });
      if (expanded) this.introduced.add(abbr.short);
    }
    return s;
  }

  /**
   * Every spelled-out long form in its short form, defined here or not ("stochastic gradient
   * descent" → "SGD"), for a bullet that fits only so; the narration spells it out.
   */
  static abbreviate(text: string, abbreviations: readonly Abbreviation[]): string {
    let s = text;
    for (const a of abbreviations) s = s.replace(new RegExp(`\\b${escape(a.long)}(s?)\\b`, "giu"), `${a.short}$1`);
    return s;
  }

  /** Shortens every spelled-out definition, for bullets where space counts. */
  static shorten(text: string, abbreviations: readonly Abbreviation[]): string {
    let s = text;
    for (const a of abbreviations) s = s.replace(new RegExp(`${escape(a.long)}(s?)\\s*\\(${escape(a.short)}(s?)\\)`, "giu"), `${a.short}$2`);
    return s;
  }
}

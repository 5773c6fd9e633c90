import type { TextLine } from "./pdf-types.js";

const LABEL = /^(?:authors?|by)\s*:\s*/i;
/** A date printed with the names ("March 3, 2021", "3 March 2021") separates, it is no name. */
const DATE = /\b(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?\d{4}\b/gi;
/** A society's grade printed after a name: "Nuno A. Cruz, Senior Member, IEEE", "Jane Roe, Fellow, ACM". */
const MEMBERSHIP = /\b(?:(?:Senior|Life|Student|Graduate Student|Associate)\s+)?(?:Member|Fellow)\b(?:\s*,?\s*(?:IEEE|ACM|OSA|SPIE|AAAI|IET|SIAM)\b)?/g;
/** Degrees and credentials printed after names ("M.S.", "PhD", "CCC-SLP"). */
const CREDENTIAL = /^(?:ph\.?\s?d|m\.?\s?d|m\.?\s?s|b\.?\s?s|b\.?\s?a|m\.?\s?a|m\.?\s?sc|b\.?\s?sc|d\.?\s?phil|mph|rn|jr|sr|ii|iii|iv|mba|frcs|facs|dds|dvm|pharm\.?\s?d)\.?$/i;
/** Acronyms standing alone: credentials ("CCC-SLP") or institutions ("MIT", "INFN"). */
const ACRONYM = /^\p{Lu}{2,6}(?:-\p{Lu}{2,6})?$/u;
const INSTITUTION =
  /universit|institut|department|dept\b|laborator|school|college|cent(?:er|re)|hospital|academy|faculty|\binc\b|corporation|\bcorp\b|\bltd\b|gmbh|research|foundation|division|program|national|ministry|clinic|group|street|avenue|road|\bcedex\b|@|https?:|www\./i;
const PARTICLE = /^(?:van|von|der|den|de|del|della|di|da|du|la|le|dos|das|do|bin|binti|al|el|ibn|y|e|zu|ten|ter|st\.?)$/;
/** Words that open letters, labels and front-matter fields, never part of a name. */
const NOT_A_NAME = /^(?:dear|abstract|keywords?|introduction|correspondence|corresponding|received|accepted|published|copyright|editor|email|e-mail|contact|preprint|draft|version|submitted|supplementary|appendix|chapter|section|table|figure)$/i;
const NAME_TOKEN = /^(?:\p{Lu}[\p{L}\p{M}'’-]*\.?|\p{Lu}\.(?:-?\p{Lu}\.)*)$/u;

/** "Garret L. Kurteff", "K. Ehatäht", "Armando Solar-Lezama", "Ludwig van Beethoven". */
export function isPersonName(piece: string): boolean {
  if (INSTITUTION.test(piece) || /\d/.test(piece)) return false;
  const tokens = piece.split(/\s+/).filter(Boolean);
  // Salutations and field labels open the piece; a surname may well be "Editor".
  if (NOT_A_NAME.test(tokens[0] ?? "")) return false;
  if (tokens.length < 2 || tokens.length > 5) return false;
  let capitalised = 0;
  for (const t of tokens) {
    if (PARTICLE.test(t)) continue;
    if (!NAME_TOKEN.test(t)) return false;
    capitalised += 1;
  }
  // All-caps tokens that are not initials are acronyms ("NICPB", "MIT").
  const acronyms = tokens.filter((t) => /^\p{Lu}{2,}$/u.test(t)).length;
  return capitalised >= 2 && acronyms < tokens.length - 1;
}

/** Splits an author block into name candidates: commas, semicolons, "and", "&". */
function pieces(text: string): string[] {
  return text
    .replace(LABEL, "")
    .replace(DATE, " , ")
    .replace(MEMBERSHIP, " , ")
    .replace(/\[[\d,\s–-]*\]\*?/g, "")
    .replace(/[*∗†‡§¶#⋆✉]/g, "")
    .split(/\s*(?:,|;|\band\b|&|\s{3,}|\|)\s*/)
    .map((p) => p.trim().replace(/^[.,\s]+|[,\s]+$/g, ""))
    .filter((p) => p.length > 0 && !CREDENTIAL.test(p) && !ACRONYM.test(p));
}

interface Block {
  lines: TextLine[];
}

/** Consecutive lines in one style, close together. */
function blocks(lines: readonly TextLine[]): Block[] {
  const out: Block[] = [];
  for (const line of lines) {
    const last = out.at(-1)?.lines.at(-1);
    // An affiliation or e-mail line is a block of its own even in the names' type.
    const sameKind = INSTITUTION.test(line.plainText) === (last !== undefined && INSTITUTION.test(last.plainText));
    const same = last && sameKind && last.page === line.page && Math.abs(last.size - line.size) <= 0.5 && Math.abs(last.boldShare - line.boldShare) < 0.5 && line.top - last.bottom < 1.2 * line.size;
    if (same) out.at(-1)?.lines.push(line);
    else out.push({ lines: [line] });
  }
  return out;
}

/**
 * The authors: from the lines between the title and the abstract, the blocks that read as lists
 * of person names (superscript marks, credentials, emails and affiliations left out), names
 * joined with ", ".
 */
export function findAuthors(lines: readonly TextLine[]): string {
  const names: string[] = [];
  for (const block of blocks(lines)) {
    // Side-by-side names are segments of one line, or lines on one row; lines further down
    // continue the list.
    let text = "";
    block.lines.forEach((l, i) => {
      const prev = block.lines[i - 1];
      const sameRow = prev && Math.abs(prev.top - l.top) < 0.5 * l.size;
      text += (i === 0 ? "" : sameRow ? ", " : " ") + l.segments.join(", ");
    });
    const candidates = pieces(text);
    const people = candidates.filter(isPersonName);
    // Affiliation blocks hold place names that look like people ("Santa Barbara"): they need a clear majority.
    const needed = INSTITUTION.test(text) ? 0.75 : 0.5;
    if (people.length === 0 || people.length < needed * candidates.length) continue;
    for (const p of people) if (!names.includes(p) && names.length < 60) names.push(p);
  }
  return names.join(", ");
}

import { capitaliseFirst } from "../../text/capitalise.js";
import { isTextualCite, nameFromKey, type CitationIndex } from "./citations.js";
import type { Cursor } from "./cursor.js";
import { textOf } from "./labels.js";
import type { ProseSink } from "./render-types.js";
import { CITATION_STAND_IN } from "../../text/citation-stand-in.js";

const MULTI_CITES = /^(cites|parencites|textcites|autocites|footcites|Cites|Textcites|Parencites)$/;
const NOT_VERBS = new Set(["as", "thus", "this", "its", "his", "us", "less", "unless", "across", "plus", "whereas", "besides", "towards", "afterwards", "always", "perhaps", "sometimes", "is", "was", "has"]);
const VERBS = /^(use|show|propose|find|demonstrate|introduce|report|suggest|develop|apply|study|observe|present|describe|argue|note|extend|employ|provide|consider|define|adopt|build|built|made|make|take|took|achieve|give|gave|obtain|have|had|were|are|discuss|address|analy[sz]e|investigate|examine|explore|derive|establish|prove|compare|evaluate|design|explain|identify|estimate|model|train|focus)$/;

/** What a list of citations at a sentence's start leaves once they are removed: ", and also". */
const CITATION_LIST_REST = /[.!?]((?:\s*(?:,|;|&|\band\b|\bor\b|\balso\b))+\s*)$/;

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The next word after a citation ("use", "proposed"), lower case; "" when text does not follow. */
function wordAfter(c: Cursor): string {
  let k = c.i;
  while (c.nodes[k]?.type === "space") k += 1;
  const next = c.nodes[k];
  return next?.type === "text" ? (/^[a-z]+/.exec(next.v)?.[0] ?? "") : "";
}

/**
 * What stands in for a \citet whose authors are not known: "prior work shows", but "other
 * researchers use" (a plural verb: "Tian et al. use …" must not become "prior work use").
 */
function unnamedAuthors(c: Cursor): string {
  const word = wordAfter(c);
  const pluralVerb = word !== "" && !NOT_VERBS.has(word) && (!/s$/.test(word) || /ss$/.test(word)) && (VERBS.test(word) || /^(?:do|did|can|could|will|would|may|might|should|must)$/.test(word));
  return pluralVerb ? CITATION_STAND_IN.researchers : CITATION_STAND_IN.work;
}

/** True when the next word after a citation is a verb ("proposed", "shows"), so the citation was a noun. */
function verbFollows(c: Cursor): boolean {
  let k = c.i;
  while (c.nodes[k]?.type === "space") k += 1;
  const next = c.nodes[k];
  if (next?.type !== "text") return false;
  const word = /^[a-z]+/.exec(next.v)?.[0];
  if (!word || NOT_VERBS.has(word)) return /^(is|was|has)$/.test(word ?? "");
  return /(ed|s)$/.test(word) || VERBS.test(word);
}

/**
 * A citation command: \citet-style ones name the authors ("Goodfellow et al."); the others are
 * removed with the space before them, and "prior work" stands in where the sentence leans on
 * the citation ("as shown in [12]", "[12] proposed").
 */
export function renderCite(out: ProseSink, citations: CitationIndex, name: string, c: Cursor): void {
  const args = c.readSpec("soom");
  const keys = [textOf(args[3])];
  if (MULTI_CITES.test(name)) {
    // \cites[pre][post]{a}[pre][post]{b}: more groups of keys may follow.
    for (let k = 0; k < 20; k += 1) {
      const save = c.i;
      const more = c.readSpec("oom");
      if (!Array.isArray(more[2])) {
        c.i = save;
        break;
      }
      keys.push(textOf(more[2]));
    }
  }
  const list = keys
    .flatMap((k) => k.split(","))
    .map((k) => k.trim())
    .filter((k) => k !== "");
  if (isTextualCite(name) || /^textcites$/i.test(name)) {
    const names = list.map((k) => citations.names(k, (nodes) => out.capture(nodes, "inline")) ?? nameFromKey(k) ?? "").filter((x) => x !== "");
    // "done in \citet{x}" reads "done in Weymann" on the page; said, the preposition needs the work: "in the work of Weymann".
    if (names.length > 0) out.emit(/(?:^|\s)(?:in|from|see|of)\s*$/i.test(out.tail(6)) ? `the work of ${joinNames(names)}` : joinNames(names));
    else {
      const words = unnamedAuthors(c);
      // At the start of a sentence, capitalised as the sentence's first word.
      out.emit(/^\s*$|[.!?]\s*$/.test(out.tail(3)) ? capitaliseFirst(words) : words);
    }
    return;
  }
  if (/^citeyear/.test(name)) return;
  out.trimEnd();
  const tail = out.tail(30);
  const refWord = /\b(?:Refs?\.|References?)\s*$/i.exec(tail);
  if (refWord) {
    out.trimChars(refWord[0].length);
    out.trimEnd();
    out.emit(` ${CITATION_STAND_IN.work}`);
    return;
  }
  if (out.mode === "author") return;
  // "atomic broadcast such as [31]": the examples were the citations, so the words that announced them go too.
  const announces = /,?\s+(?:such as|e\.g\.,?|for example|including)$/i.exec(tail);
  if (announces) {
    out.trimChars(announces[0].length);
    return;
  }
  // "the same notation as [4]" (not "such as", handled above).
  if (/(?:^|\s)(?:in|by|from|of|see|following|to|with|as|than|cf\.)$/i.test(tail)) {
    out.emit(` ${CITATION_STAND_IN.work}`);
    return;
  }
  // "[3], [4] and also [5] use …": a list of citations is the subject. The earlier ones left only
  // their separators after the sentence's start; those go, and the last stands for them all.
  const listed = CITATION_LIST_REST.exec(tail);
  if (listed?.[1] !== undefined && verbFollows(c)) {
    out.trimChars(listed[1].length);
    out.emit(` ${capitaliseFirst(unnamedAuthors(c))}`);
    return;
  }
  if ((tail.trim() === "" || /[.!?;:,]$/.test(tail)) && verbFollows(c)) {
    // "[12] use …" needs a plural subject as much as "\citet{x} use …" does.
    const words = unnamedAuthors(c);
    const sentenceStart = tail.trim() === "" || /[.!?]$/.test(tail);
    out.emit(`${tail.trim() === "" ? "" : " "}${sentenceStart ? capitaliseFirst(words) : words}`);
  }
}

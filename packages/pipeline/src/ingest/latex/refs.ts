import type { LabelTarget } from "./labels.js";

/** Text just before a \ref that already names what is referenced ("Figure~", "Sec.", "Eqs. (", "图"). */
const NOUN_BEFORE =
  /(?:\b(?:fig(?:ure)?s?|tab(?:le)?s?|sec(?:tion)?s?|subsec(?:tion)?s?|eqn?s?|equations?|app(?:endix|endices|x)?|alg(?:orithm)?s?|lines?|chap(?:ter)?s?|ch|thm|theorems?|lem(?:ma)?s?|props?|propositions?|cor(?:ollary|ollaries)?|defs?|definitions?|remarks?|examples?|steps?|parts?|panels?|rows?|columns?|items?|cases?|claims?|assumptions?|conditions?|properties|property|listings?|supplementary|exps?|experiments?|setups?|stages?|phases?|tasks?|conjectures?|hypothes[ie]s|notes?|no|nos|ref|refs?)\.?|§|[图表节式章第])[\s\u00a0]*\(?$/iu;
/** A reference continuing a list: "Figures 2 and ", "Eqs. (3), ". */
const LIST_BEFORE = /\d[a-z]?\)?[\s\u00a0]*(?:,|and|or|to|through|&|–|-|—)[\s\u00a0]*\(?$/iu;

/** What the words before a \ref already say: the noun ("Figure~"), a list in progress ("2 and "), or nothing. */
export function refContext(tail: string): "noun" | "list" | null {
  if (LIST_BEFORE.test(tail)) return "list";
  return NOUN_BEFORE.test(tail) ? "noun" : null;
}

/** A fitting word when a label cannot be resolved, judged by its prefix ("fig:x" → "the figure"). */
export function fallbackWord(key: string): string {
  const k = key.toLowerCase();
  if (/^(sub)?fig/.test(k)) return "the figure";
  if (/^(sub)?tab/.test(k)) return "the table";
  if (/^(sub)*sec|^s:|^chap|^ch:/.test(k)) return "the section";
  if (/^(eq|eqn|equ)/.test(k)) return "the equation";
  if (/^app/.test(k)) return "the appendix";
  if (/^alg/.test(k)) return "the algorithm";
  if (/^(thm|lem|prop|cor|def|theorem|lemma)/.test(k)) return "the result";
  return "";
}

function plural(kind: string): string {
  if (kind === "Appendix") return "Appendices";
  if (/[sx]$/.test(kind)) return kind;
  return `${kind}s`;
}

/** "Figure 3", "Figures 2 and 4", "Section 2.1": what \cref / \autoref print. */
export function namedRefs(targets: (LabelTarget | undefined)[], keys: string[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < targets.length) {
    const t = targets[i];
    if (!t?.num) {
      const word = fallbackWord(keys[i] ?? "");
      if (word) parts.push(word);
      i += 1;
      continue;
    }
    const group = [t.num];
    let j = i + 1;
    while (j < targets.length && targets[j]?.kind === t.kind && targets[j]?.num) {
      group.push(targets[j]?.num as string);
      j += 1;
    }
    const nums = group.length === 1 ? group[0] : `${group.slice(0, -1).join(", ")} and ${group[group.length - 1]}`;
    parts.push(`${group.length === 1 ? t.kind : plural(t.kind)} ${nums}`);
    i = j;
  }
  return parts.join(" and ");
}

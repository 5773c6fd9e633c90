import type { Block } from "./section-blocks.js";

/**
 * The part of the talk's story a block of the paper serves. A talk goes: the problem and why it
 * matters → the approach → the results → the takeaway. Related work is context a listener can
 * do without when the talk has other sections to fill its time.
 */
export type TalkRole = "problem" | "approach" | "results" | "takeaway" | "related";

const ORDER: Record<Exclude<TalkRole, "related">, number> = { problem: 0, approach: 1, results: 2, takeaway: 3 };

/**
 * Section headings by the part they play ("Experimental setup" belongs with the results). These are the headings papers of
 * every field use for the parts of an article (IMRaD and its variants), not words of any one paper.
 */
const ROLES: [TalkRole, RegExp][] = [
  ["takeaway", /\b(?:conclu\w*|discussion|summary|outlook|future (?:work|directions?|research)|limitations?|closing|concluding|final remarks|lessons|implications)\b|结论|总结|讨论|结语|展望/u],
  ["related", /\b(?:related (?:works?|literature|research|approaches)|prior (?:work|art|research)|previous (?:work|research)|literature (?:review|survey)|state of the art)\b|相关工作/u],
  ["results", /\b(?:experiments?|experimental|results?|evaluations?|empirical|applications?|case stud(?:y|ies)|simulations?|benchmarks?|performance|validation|findings|numerical|comparisons?|ablations?|user stud(?:y|ies))\b|实验|结果|评估/u],
  ["problem", /\b(?:introduction|intro|motivation|background|overview|preliminar\w*|problem|context|research questions?)\b|介绍|引言|绪论|前言|背景/u],
  ["approach", /\b(?:methods?|methodology|approach|models?|modell?ing|framework|design|architecture|algorithms?|implementation|system|theory|theoretical|estimation|identification|data|materials?|procedures?|techniques?|formulation|derivation|analysis|setup|construction)\b|方法|模型|框架|设计|算法/u],
];

/**
 * The part a heading names; a heading naming two parts plays the first one it names ("Background
 * & Summary" opens a data paper, "Results and Discussion" gives results, "Discussion of results"
 * discusses). Ties at one position go by the order above.
 */
export function roleOfTitle(title: string): TalkRole | null {
  const t = title.normalize("NFKC").toLowerCase();
  let best: { role: TalkRole; at: number } | null = null;
  for (const [role, pattern] of ROLES) {
    const at = t.search(pattern);
    if (at >= 0 && (best === null || at < best.at)) best = { role, at };
  }
  return best?.role ?? null;
}

/** A block's role: its first heading's; a heading naming none takes the role of the block before it. */
export function blockRoles(blocks: readonly Block[]): TalkRole[] {
  const out: TalkRole[] = [];
  let previous: TalkRole = "problem";
  for (const [i, b] of blocks.entries()) {
    const role: TalkRole = roleOfTitle(b.titles[0] ?? "") ?? (i === 0 ? "problem" : previous === "related" ? "problem" : previous);
    out.push(role);
    previous = role;
  }
  return out;
}

/** Related work leaves the talk when at least this many other blocks carry it. */
const KEEP_RELATED_BELOW = 3;

/**
 * The paper's blocks in the order of the talk's story: related work left out when enough else
 * remains, then a stable sort by role, so a paper that gives its results before its methods (as
 * many life-science papers do) is presented methods first, and a conclusion comes last. Blocks
 * of the same role keep the paper's order.
 */
export function orderForTalk(blocks: readonly Block[]): Block[] {
  const roles = blockRoles(blocks);
  const others = roles.filter((r) => r !== "related").length;
  const kept = blocks.map((b, i) => ({ b, role: roles[i] as TalkRole, i })).filter((x) => x.role !== "related" || others < KEEP_RELATED_BELOW);
  const rank = (r: TalkRole) => (r === "related" ? ORDER.problem : ORDER[r]);
  return kept.sort((x, y) => rank(x.role) - rank(y.role) || x.i - y.i).map((x) => x.b);
}

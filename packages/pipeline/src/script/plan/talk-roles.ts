import type { Block } from "./section-blocks.js";

/**
 * The part of the talk's story a block of the paper serves. A talk goes: the problem and why it
 * matters → the approach → the results → the takeaway. Related work is context a listener can
 * do without when the talk has other sections to fill its time.
 */
export type TalkRole = "problem" | "approach" | "results" | "takeaway" | "related";

/**
 * Section headings by the part they play ("Experimental setup" belongs with the results). These are the headings papers of
 * every field use for the parts of an article (IMRaD and its variants), not words of any one paper.
 */
const ROLES: [TalkRole, RegExp][] = [
  ["takeaway", /\b(?:conclu\w*|discussion|summary|outlook|future (?:work|directions?|research)|limitations?|closing|concluding|final remarks|lessons|implications)\b|结论|总结|讨论|结语|展望/u],
  ["related", /\b(?:related (?:works?|literature|research|approaches)|prior (?:work|art|research)|previous (?:work|research)|literature (?:review|survey)|state of the art)\b|相关工作/u],
  ["results", /\b(?:experiments?|experimental|results?|evaluations?|empirical|applications?|case stud(?:y|ies)|simulations?|benchmarks?|performance|validation|findings|numerical|comparisons?|ablations?|user stud(?:y|ies)|(?<!(?:motivating|illustrative|running|toy|worked|simple|an?)\s)examples?)\b|实验|结果|评估/u],
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

/**
 * A summary the paper opens with ("Author summary", "Significance statement", "Highlights") says
 * what the paper is about, as an abstract does: it belongs with the problem, not the takeaway.
 */
const FRONT_SUMMARY = /\b(?:summary|significance|highlights|key points|at a glance)\b/iu;

/** A block's role: its first heading's; a heading naming none takes the role of the block before it. */
export function blockRoles(blocks: readonly Block[]): TalkRole[] {
  const out: TalkRole[] = [];
  let previous: TalkRole = "problem";
  let bodyStarted = false;
  for (const [i, b] of blocks.entries()) {
    const title = b.titles[0] ?? "";
    const named = roleOfTitle(title);
    const front = !bodyStarted && named === "takeaway" && FRONT_SUMMARY.test(title);
    const role: TalkRole = front ? "problem" : (named ?? (i === 0 ? "problem" : previous === "related" ? "problem" : previous));
    if (role === "approach" || role === "results") bodyStarted = true;
    out.push(role);
    previous = role;
  }
  return out;
}

/** Related work leaves the talk when at least this many other blocks carry it. */
const KEEP_RELATED_BELOW = 3;

/**
 * A heading that names only a methods section ("Methods", "Materials and methods", "Experimental
 * procedures"): the sections life-science journals print after the results.
 */
const METHODS_HEADING =
  /^(?:[\dIVX]+[.)]?\s+)?(?:(?:materials?|methods?)(?:\s+(?:and|&)\s+(?:materials?|methods?))?|methodology|experimental procedures?|online methods|star\W*methods|(?:patients|subjects|participants|data) and methods)$/iu;

/**
 * The paper's blocks in the order of the talk's story: related work left out when enough else
 * remains, and a methods section the paper prints after its results (as many life-science papers
 * do) moved before them, so no result is heard before the model it uses. Everything else keeps the
 * authors' order: a heading's words say what a section is about, not where its story belongs
 * ("Numerical methods" may be the approach, "Central result" may come first on purpose), so moving
 * blocks by the words of their headings put results before their theory more often than it helped.
 */
export function orderForTalk(blocks: readonly Block[]): Block[] {
  const roles = blockRoles(blocks);
  const others = roles.filter((r) => r !== "related").length;
  const kept = blocks.filter((_, i) => roles[i] !== "related" || others < KEEP_RELATED_BELOW);
  const firstResults = kept.findIndex((b) => roleOfTitle(b.titles[0] ?? "") === "results");
  if (firstResults < 0) return kept;
  const late = kept.filter((b, i) => i > firstResults && METHODS_HEADING.test((b.titles[0] ?? "").trim()));
  if (late.length === 0) return kept;
  const rest = kept.filter((b) => !late.includes(b));
  const at = rest.indexOf(kept[firstResults] as Block);
  return [...rest.slice(0, at), ...late, ...rest.slice(at)];
}

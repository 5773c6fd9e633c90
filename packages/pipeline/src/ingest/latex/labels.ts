import { FIGURE_ENVS, MATH_ENVS, THEOREM_TITLES } from "./commands.js";
import { Cursor } from "./cursor.js";
import type { LNode } from "./tree.js";

/** What a \label points at: "Figure" + "3", "Section" + "2.1", "Equation" + "5". */
export interface LabelTarget {
  kind: string;
  num: string | null;
  /** Heading of a labelled section (for \nameref). */
  title?: LNode[];
}

export const SECTION_LEVELS: Record<string, number> = {
  part: 0,
  chapter: 0,
  section: 1,
  subsection: 2,
  subsubsection: 3,
  paragraph: 4,
  subparagraph: 5,
  // Springer Nature's back-matter heads (\bmhead{Acknowledgments}).
  bmhead: 1,
};

const ROW_NUMBERED = new Set(["align", "gather", "eqnarray", "flalign", "alignat", "IEEEeqnarray"]);
const SINGLE_NUMBERED = new Set(["equation", "multline", "dmath", "empheq"]);

function alpha(n: number): string {
  let s = "";
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(97 + ((k - 1) % 26)) + s;
  return s;
}

interface FigureCtx {
  kind: "Figure" | "Table" | "Algorithm";
  main: string | null;
  sub: number;
  pending: { label: string; letter: string }[];
}

/**
 * Numbers the document the way LaTeX would (sections, appendix letters, figures, tables,
 * equations row by row, theorems, enumerate items) and records what each \label points at,
 * so \ref can be spoken as "Figure 3" instead of "??". Approximate where LaTeX is dynamic.
 */
export function collectLabels(body: readonly LNode[], preamble: readonly LNode[] = []): Map<string, LabelTarget> {
  const labels = new Map<string, LabelTarget>();
  const sections = [0, 0, 0, 0, 0, 0];
  let appendix = false;
  const counters = new Map<string, number>();
  const step = (name: string): number => {
    const v = (counters.get(name) ?? 0) + 1;
    counters.set(name, v);
    return v;
  };
  /** Theorem-like environment → [title, counter name]. */
  const theorems = new Map<string, [string, string]>();
  for (const [env, title] of Object.entries(THEOREM_TITLES)) theorems.set(env, [title, env]);
  let anchor: LabelTarget = { kind: "Section", num: null };
  let figure: FigureCtx | null = null;
  let inSub = false;
  let math: { rowLabels: string[]; numbered: boolean; tag: string | null; rows: boolean } | null = null;
  let subequation: string | null = null;
  let subIndex = 0;

  const sectionNumber = (level: number): string => {
    const parts: string[] = [];
    for (let l = 1; l <= level; l += 1) {
      const v = sections[l] ?? 0;
      parts.push(l === 1 && appendix ? String.fromCharCode(64 + Math.max(1, v)) : String(v));
    }
    return parts.join(".");
  };

  const endRow = () => {
    if (!math) return;
    let num: string | null = null;
    if (math.tag !== null) num = math.tag;
    else if (math.numbered) {
      if (subequation !== null) num = `${subequation}${alpha((subIndex += 1))}`;
      else num = String(step("equation"));
    }
    const target: LabelTarget = num === null ? anchor : { kind: "Equation", num };
    for (const l of math.rowLabels) labels.set(l, target);
    if (num !== null) anchor = target;
    math.rowLabels = [];
    math.tag = null;
  };

  const visit = (nodes: readonly LNode[]) => {
    const c = new Cursor(nodes);
    while (!c.done) {
      const n = c.next() as LNode;
      if (n.type === "group") visit(n.content);
      else if (n.type === "env") visitEnv(n.name, n.content);
      else if (n.type === "macro") visitMacro(n.name, c);
    }
  };

  const visitMacro = (name: string, c: Cursor) => {
    const level = SECTION_LEVELS[name];
    if (level !== undefined) {
      const [star, , title] = c.readSpec("som");
      const titleNodes = Array.isArray(title) ? title : [];
      if (star === true || level > 3 || name === "bmhead") {
        anchor = { kind: "Section", num: null, title: titleNodes };
        return;
      }
      if (level === 0) {
        anchor = { kind: name === "part" ? "Part" : "Chapter", num: String(step(name)), title: titleNodes };
        return;
      }
      sections[level] = (sections[level] ?? 0) + 1;
      for (let l = level + 1; l < sections.length; l += 1) sections[l] = 0;
      anchor = { kind: appendix ? "Appendix" : "Section", num: sectionNumber(level), title: titleNodes };
      // \section{Intro\label{sec:intro}} labels the section too.
      visit(titleNodes);
      return;
    }
    switch (name) {
      case "appendix":
        appendix = true;
        sections.fill(0);
        return;
      case "caption":
      case "captionof":
      case "subcaption":
      case "subcaptionbox":
      case "subfloat":
      case "subfigure": {
        if (name === "captionof") {
          c.readStar();
          const kind = c.readArg();
          const k = kind?.[0]?.type === "text" && kind[0].v.startsWith("tab") ? "Table" : "Figure";
          anchor = { kind: k, num: String(step(k)) };
          return;
        }
        if (!figure) return;
        const sub = inSub || name !== "caption";
        if (!sub) {
          figure.main = String(step(figure.kind));
          anchor = { kind: figure.kind, num: figure.main };
          for (const p of figure.pending) labels.set(p.label, { kind: figure.kind, num: `${figure.main}${p.letter}` });
          figure.pending = [];
        } else {
          figure.sub += 1;
          const letter = alpha(figure.sub);
          anchor = { kind: figure.kind, num: figure.main === null ? `?${letter}` : `${figure.main}${letter}` };
        }
        return;
      }
      case "label": {
        const arg = c.readArg();
        const key = (arg ?? []).map((x) => (x.type === "text" ? x.v : x.type === "space" ? " " : "")).join("").trim();
        if (key === "") return;
        if (math) {
          math.rowLabels.push(key);
          return;
        }
        if (figure && anchor.num?.startsWith("?")) {
          figure.pending.push({ label: key, letter: anchor.num.slice(1) });
          return;
        }
        labels.set(key, anchor);
        return;
      }
      case "newtheorem": {
        const [, env, shared, title] = c.readSpec("smom");
        const envName = textOf(env);
        if (envName) theorems.set(envName, [textOf(title) || envName, textOf(shared) || envName]);
        c.readOptional();
        return;
      }
      case "tag":
        c.readStar();
        if (math) math.tag = textOf(c.readArg());
        return;
      case "nonumber":
      case "notag":
        if (math) math.numbered = false;
        return;
      case "\\":
        if (math?.rows) {
          endRow();
          math.numbered = true;
        }
        return;
      case "item":
        anchor = { kind: "Item", num: String(step("item")) };
        return;
      default:
    }
  };

  const visitEnv = (name: string, content: LNode[]) => {
    if (FIGURE_ENVS.has(name) || /^(table|sidewaystable|wraptable|algorithm)\*?$/.test(name)) {
      const outer = figure;
      figure = { kind: name.includes("table") ? "Table" : name.startsWith("algorithm") ? "Algorithm" : "Figure", main: null, sub: 0, pending: [] };
      visit(content);
      const done: FigureCtx = figure;
      if (done.pending.length > 0) {
        const num = String((counters.get(done.kind) ?? 0) + 1);
        for (const p of done.pending) labels.set(p.label, { kind: done.kind, num: `${num}${p.letter}` });
      }
      figure = outer;
      return;
    }
    if (/^sub(figure|table)$/.test(name)) {
      const outer = inSub;
      inSub = true;
      visit(content);
      inSub = outer;
      return;
    }
    if (name === "subequations") {
      subequation = String(step("equation"));
      subIndex = 0;
      anchor = { kind: "Equation", num: subequation };
      visit(content);
      subequation = null;
      return;
    }
    const base = name.replace(/\*$/, "");
    if (MATH_ENVS.has(name)) {
      if (math) {
        // aligned/split/cases inside an equation: part of the outer formula's number.
        visit(content);
        return;
      }
      const starred = name.endsWith("*") || (!ROW_NUMBERED.has(base) && !SINGLE_NUMBERED.has(base));
      const outer = math;
      math = { rowLabels: [], numbered: !starred, tag: null, rows: ROW_NUMBERED.has(base) };
      visit(content);
      endRow();
      math = outer;
      return;
    }
    const thm = theorems.get(base);
    if (thm) {
      anchor = { kind: thm[0], num: name.endsWith("*") ? null : String(step(thm[1])) };
      visit(content);
      return;
    }
    if (name === "enumerate") {
      const saved = counters.get("item") ?? 0;
      counters.set("item", 0);
      visit(content);
      counters.set("item", saved);
      return;
    }
    if (name === "appendices" || name === "appendix") {
      appendix = true;
      sections.fill(0);
    }
    visit(content);
  };

  // \newtheorem declarations usually sit in the preamble.
  const scanTheorems = (nodes: readonly LNode[]) => {
    const c = new Cursor(nodes);
    while (!c.done) {
      const n = c.next() as LNode;
      if (n.type === "macro" && n.name === "newtheorem") visitMacro("newtheorem", c);
      else if (n.type === "group") scanTheorems(n.content);
    }
  };
  scanTheorems(preamble);
  visit(body);
  return labels;
}

export function textOf(nodes: LNode[] | boolean | null | undefined): string {
  if (!Array.isArray(nodes)) return "";
  return nodes
    .map((n) => (n.type === "text" ? n.v : n.type === "space" ? " " : n.type === "group" ? textOf(n.content) : ""))
    .join("")
    .trim();
}

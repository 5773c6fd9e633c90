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
const FLOAT_ENVS = /^(table|sidewaystable|wraptable|algorithm)\*?$/;

function alpha(n: number): string {
  let s = "";
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(97 + ((k - 1) % 26)) + s;
  return s;
}

interface FigureCtx {
  kind: "Figure" | "Table" | "Algorithm";
  main: string | null;
  sub: number;
  /** Labels of subcaptions met before the main caption, which gives them their number. */
  pending: { label: string; letter: string }[];
}

/** The display formula being read: its current row's labels and whether that row gets a number. */
interface MathCtx {
  rowLabels: string[];
  numbered: boolean;
  tag: string | null;
  /** Each \\ ends a numbered row (align), rather than the whole formula having one number. */
  rows: boolean;
}

function floatKind(name: string): FigureCtx["kind"] {
  return name.includes("table") ? "Table" : name.startsWith("algorithm") ? "Algorithm" : "Figure";
}

function labelKey(arg: LNode[] | null): string {
  return (arg ?? []).map((x) => (x.type === "text" ? x.v : x.type === "space" ? " " : "")).join("").trim();
}

/**
 * One numbering pass: LaTeX's counters, the float, formula and subequations being read, and
 * `anchor`, what a \label met now would point at.
 */
class LabelCollector {
  readonly labels = new Map<string, LabelTarget>();
  private readonly sections = [0, 0, 0, 0, 0, 0];
  private appendix = false;
  private readonly counters = new Map<string, number>();
  /** Theorem-like environment → [title, counter name]. */
  private readonly theorems = new Map<string, [string, string]>(Object.entries(THEOREM_TITLES).map(([env, title]) => [env, [title, env]]));
  private anchor: LabelTarget = { kind: "Section", num: null };
  private figure: FigureCtx | null = null;
  private inSub = false;
  private math: MathCtx | null = null;
  private subequations: { num: string; letters: number } | null = null;

  /** Reads only the \newtheorem declarations (of the preamble). */
  scanTheorems(nodes: readonly LNode[]): void {
    const c = new Cursor(nodes);
    while (!c.done) {
      const n = c.next() as LNode;
      if (n.type === "macro" && n.name === "newtheorem") this.newtheorem(c);
      else if (n.type === "group") this.scanTheorems(n.content);
    }
  }

  visit(nodes: readonly LNode[]): void {
    const c = new Cursor(nodes);
    while (!c.done) {
      const n = c.next() as LNode;
      if (n.type === "group") this.visit(n.content);
      else if (n.type === "env") this.visitEnv(n.name, n.content);
      else if (n.type === "macro") this.visitMacro(n.name, c);
    }
  }

  private step(name: string): number {
    const v = (this.counters.get(name) ?? 0) + 1;
    this.counters.set(name, v);
    return v;
  }

  private visitMacro(name: string, c: Cursor): void {
    const level = SECTION_LEVELS[name];
    if (level !== undefined) return this.heading(name, level, c);
    switch (name) {
      case "appendix":
        return this.startAppendix();
      case "captionof":
        return this.captionof(c);
      case "caption":
      case "subcaption":
      case "subcaptionbox":
      case "subfloat":
      case "subfigure":
        return this.caption(name);
      case "label":
        return this.label(c);
      case "newtheorem":
        return this.newtheorem(c);
      case "tag":
        return this.tag(c);
      case "nonumber":
      case "notag":
        if (this.math) this.math.numbered = false;
        return;
      case "\\":
        return this.rowBreak();
      case "item":
        this.anchor = { kind: "Item", num: String(this.step("item")) };
        return;
      default:
    }
  }

  private heading(name: string, level: number, c: Cursor): void {
    const [star, , title] = c.readSpec("som");
    const titleNodes = Array.isArray(title) ? title : [];
    if (star === true || level > 3 || name === "bmhead") this.anchor = { kind: "Section", num: null, title: titleNodes };
    else if (level === 0) this.anchor = { kind: name === "part" ? "Part" : "Chapter", num: String(this.step(name)), title: titleNodes };
    else this.numberedSection(level, titleNodes);
  }

  private numberedSection(level: number, titleNodes: LNode[]): void {
    this.sections[level] = (this.sections[level] ?? 0) + 1;
    this.sections.fill(0, level + 1);
    this.anchor = { kind: this.appendix ? "Appendix" : "Section", num: this.sectionNumber(level), title: titleNodes };
    // \section{Intro\label{sec:intro}} labels the section too.
    this.visit(titleNodes);
  }

  private sectionNumber(level: number): string {
    const parts: string[] = [];
    for (let l = 1; l <= level; l += 1) {
      const v = this.sections[l] ?? 0;
      parts.push(l === 1 && this.appendix ? String.fromCharCode(64 + Math.max(1, v)) : String(v));
    }
    return parts.join(".");
  }

  private startAppendix(): void {
    this.appendix = true;
    this.sections.fill(0);
  }

  private captionof(c: Cursor): void {
    c.readStar();
    const kind = c.readArg();
    const k = kind?.[0]?.type === "text" && kind[0].v.startsWith("tab") ? "Table" : "Figure";
    this.anchor = { kind: k, num: String(this.step(k)) };
  }

  private caption(name: string): void {
    const figure = this.figure;
    if (!figure) return;
    if (this.inSub || name !== "caption") this.subCaption(figure);
    else this.mainCaption(figure);
  }

  private mainCaption(figure: FigureCtx): void {
    figure.main = String(this.step(figure.kind));
    this.anchor = { kind: figure.kind, num: figure.main };
    this.resolvePending(figure, figure.main);
  }

  private subCaption(figure: FigureCtx): void {
    figure.sub += 1;
    const letter = alpha(figure.sub);
    // Before the main caption the number is not known yet: "?b" parks the label (see label()).
    this.anchor = { kind: figure.kind, num: figure.main === null ? `?${letter}` : `${figure.main}${letter}` };
  }

  private resolvePending(figure: FigureCtx, main: string): void {
    for (const p of figure.pending) this.labels.set(p.label, { kind: figure.kind, num: `${main}${p.letter}` });
    figure.pending = [];
  }

  private label(c: Cursor): void {
    const key = labelKey(c.readArg());
    if (key === "") return;
    if (this.math) this.math.rowLabels.push(key);
    else if (this.figure && this.anchor.num?.startsWith("?")) this.figure.pending.push({ label: key, letter: this.anchor.num.slice(1) });
    else this.labels.set(key, this.anchor);
  }

  private newtheorem(c: Cursor): void {
    const [, env, shared, title] = c.readSpec("smom");
    const envName = textOf(env);
    if (envName) this.theorems.set(envName, [textOf(title) || envName, textOf(shared) || envName]);
    c.readOptional();
  }

  private tag(c: Cursor): void {
    c.readStar();
    if (this.math) this.math.tag = textOf(c.readArg());
  }

  private rowBreak(): void {
    const math = this.math;
    if (!math?.rows) return;
    this.endRow();
    math.numbered = true;
  }

  private endRow(): void {
    const math = this.math;
    if (!math) return;
    const num = this.rowNumber(math);
    const target: LabelTarget = num === null ? this.anchor : { kind: "Equation", num };
    for (const l of math.rowLabels) this.labels.set(l, target);
    if (num !== null) this.anchor = target;
    math.rowLabels = [];
    math.tag = null;
  }

  private rowNumber(math: MathCtx): string | null {
    if (math.tag !== null) return math.tag;
    if (!math.numbered) return null;
    const sub = this.subequations;
    if (sub !== null) return `${sub.num}${alpha((sub.letters += 1))}`;
    return String(this.step("equation"));
  }

  private visitEnv(name: string, content: LNode[]): void {
    const base = name.replace(/\*$/, "");
    const thm = this.theorems.get(base);
    if (FIGURE_ENVS.has(name) || FLOAT_ENVS.test(name)) this.floatEnv(name, content);
    else if (/^sub(figure|table)$/.test(name)) this.subfloatEnv(content);
    else if (name === "subequations") this.subequationsEnv(content);
    else if (MATH_ENVS.has(name)) this.mathEnv(name, base, content);
    else if (thm) this.theoremEnv(name, thm, content);
    else if (name === "enumerate") this.enumerateEnv(content);
    else {
      if (name === "appendices" || name === "appendix") this.startAppendix();
      this.visit(content);
    }
  }

  private floatEnv(name: string, content: LNode[]): void {
    const outer = this.figure;
    const figure: FigureCtx = { kind: floatKind(name), main: null, sub: 0, pending: [] };
    this.figure = figure;
    this.visit(content);
    // Subcaptions but no main caption: number them as the next caption of this kind would be.
    if (figure.pending.length > 0) this.resolvePending(figure, String((this.counters.get(figure.kind) ?? 0) + 1));
    this.figure = outer;
  }

  private subfloatEnv(content: LNode[]): void {
    const outer = this.inSub;
    this.inSub = true;
    this.visit(content);
    this.inSub = outer;
  }

  private subequationsEnv(content: LNode[]): void {
    const num = String(this.step("equation"));
    this.subequations = { num, letters: 0 };
    this.anchor = { kind: "Equation", num };
    this.visit(content);
    this.subequations = null;
  }

  private mathEnv(name: string, base: string, content: LNode[]): void {
    if (this.math) {
      // aligned/split/cases inside an equation: part of the outer formula's number.
      this.visit(content);
      return;
    }
    const starred = name.endsWith("*") || (!ROW_NUMBERED.has(base) && !SINGLE_NUMBERED.has(base));
    this.math = { rowLabels: [], numbered: !starred, tag: null, rows: ROW_NUMBERED.has(base) };
    this.visit(content);
    this.endRow();
    this.math = null;
  }

  private theoremEnv(name: string, [title, counter]: [string, string], content: LNode[]): void {
    this.anchor = { kind: title, num: name.endsWith("*") ? null : String(this.step(counter)) };
    this.visit(content);
  }

  private enumerateEnv(content: LNode[]): void {
    const saved = this.counters.get("item") ?? 0;
    this.counters.set("item", 0);
    this.visit(content);
    this.counters.set("item", saved);
  }
}

/**
 * Numbers the document the way LaTeX would (sections, appendix letters, figures, tables,
 * equations row by row, theorems, enumerate items) and records what each \label points at,
 * so \ref can be spoken as "Figure 3" instead of "??". Approximate where LaTeX is dynamic.
 */
export function collectLabels(body: readonly LNode[], preamble: readonly LNode[] = []): Map<string, LabelTarget> {
  const collector = new LabelCollector();
  // \newtheorem declarations usually sit in the preamble.
  collector.scanTheorems(preamble);
  collector.visit(body);
  return collector.labels;
}

export function textOf(nodes: LNode[] | boolean | null | undefined): string {
  if (!Array.isArray(nodes)) return "";
  return nodes
    .map((n) => (n.type === "text" ? n.v : n.type === "space" ? " " : n.type === "group" ? textOf(n.content) : ""))
    .join("")
    .trim();
}

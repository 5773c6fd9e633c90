import { AcronymTable } from "./acronyms.js";
import { BACK_MATTER_COMMANDS, DROP, DROP_ENVS, ENV_ARGS, FIGURE_ENVS, KEEP, MATH_ENVS, REF_COMMANDS, SI_COMMANDS, THEOREM_TITLES } from "./commands.js";
import { Cursor } from "./cursor.js";
import { FigureCollector, widthFraction } from "./figure-collector.js";
import { SECTION_LEVELS, textOf } from "./labels.js";
import { MATH_PLACEHOLDER } from "./spoken-math.js";
import { mathToWords } from "./math-words.js";
import { cleanProse } from "./prose.js";
import { renderCite } from "./render-cite.js";
import { renderRef } from "./render-ref.js";
import { capitalise, cleanUrl, containsFigureCaption, containsGraphics, skipAssignment, typography } from "./render-text.js";
import { AUTHOR_BLOCK, AUTHOR_LINE, type ProseSink, type RenderDeps, type RenderMode } from "./render-types.js";
import { renderSiunitx } from "./siunitx.js";
import { ACCENTS, applyAccent, dingSymbol, TEXT_SYMBOLS } from "./text-symbols.js";
import { softenCaps } from "../../text/soften-caps.js";
import { readTable } from "./table-reader.js";
import { rawText, type LNode } from "./tree.js";

/** Code and algorithm blocks: displayed on their own lines, never part of a sentence. */
const BLOCK_LISTING = /^(?:verbatim\*?|Verbatim|BVerbatim|lstlisting|minted|algorithm\*?|algorithmic|algorithmicx|algorithm2e|python|pycode|Sinput|Soutput|Schunk|knitrout)$/;

/** A lone relation typed as maths right before a number ("$<$1 hour", "$\sim$30 GB"), in words. */
const RELATION_BEFORE_NUMBER: Readonly<Record<string, string>> = {
  "\\sim": "about",
  "\\approx": "about",
  "<": "less than",
  ">": "more than",
  "\\le": "at most",
  "\\leq": "at most",
  "\\ge": "at least",
  "\\geq": "at least",
};

const ACK_ENVS = new Set(["acknowledgments", "acknowledgements", "acknowledgment", "acknowledgement", "acks", "ack", "acknowledgments*", "acknowledgements*"]);
const LIST_ENVS = new Set(["itemize", "enumerate", "description", "compactitem", "compactenum", "inparaenum", "list", "itemize*", "enumerate*", "description*", "asparaenum", "asparaitem", "tasks"]);
/** A number with an ordinal suffix set as a superscript: "75^{th}", "1^{\\text{st}}". */
const ORDINAL_MATH = /^(\d+)\s*\^\s*\{?\s*(?:\\(?:text|textrm|mathrm|rm|mbox)\s*\{?\s*)?(st|nd|rd|th)\s*\}?\s*\}?$/;
/**
 * Floating table environments: a tabular of results, or a grid of images set as a table. AASTeX's
 * deluxetable and planotable too: their notes (\tablecomments, \tablenotetext) are the table's,
 * never sentences of the section ("S-values are reported only for the HIRES measurements.").
 */
const TABLE_ENV = /^(table|sidewaystable|wraptable|deluxetable|planotable)\*?$/;
const TABULAR_ENVS = new Set(["tabular", "tabular*", "tabularx", "tabulary", "longtable", "array", "tblr"]);
/**
 * A chemical formula in maths: element symbols with counts, two symbols at least ("N_2O",
 * "CO_2", "CH_4"; not "X_1", a variable).
 */
const CHEMICAL_FORMULA = /^(?=(?:[^A-Z]*[A-Z]){2})(?=.*_)(?:[A-Z][a-z]?(?:_\{?\d{1,2}\}?)?){2,4}$/;
/** "\\mu" alone (its unit follows in text) or with its unit: "\\mu\\mathrm{m}", "\\mu m", "\\upmu\\text{s}". */
const MICRO_UNIT = /^\\(?:mu|upmu)\s*(?:\\(?:mathrm|text|rm)\s*\{\s*(mol|[mgsLlMWVAJ])\s*\}|(mol|[mgsLlMWVAJ]))?$/;
/** A subscript count alone in maths: "_2", "_{2}", "_{12}", and a size class's "_{2.5}" (PM$_{2.5}$). */
const CHEMICAL_COUNT = /^_\{?(\d{1,2}(?:\.\d)?)\}?$/;
/** Upright letters in maths ("\mathrm{CH}_4", "{\rm CO}_2"): read as the letters themselves. */
const UPRIGHT_LETTERS = /\\(?:mathrm|text|textrm|rm)\s*\{\s*([A-Za-z]{1,3})\s*\}|\{\s*\\rm\s+([A-Za-z]{1,3})\s*\}/g;
/**
 * Text ending, right against the formula, in the word a subscript count is glued to: element
 * symbols ("CO", "H", "TiO", "NaCl", "PM"; not "sample", not "x ") or "log" (log₂, said "log2" as
 * typed, never "log sub 2").
 */
const SUBSCRIPT_GLUED_WORD = /(?:^|[^\p{L}])(?:(?:\p{Lu}\p{Ll}?){1,4}|log)$/u;
const AUTHOR_DROP = new Set(["textsuperscript", "texttt", "url", "href", "email", "thanks", "footnote", "footnotemark", "inst", "IEEEauthorrefmark", "orcid", "orcidID", "orcidlink", "ORCID", "thanksref", "affiliation", "affil", "address", "institute", "institution", "ead", "corref", "fnref", "samethanks", "authornote", "authornotemark", "IEEEauthorblockA", "IEEEmembership", "altaffiliation", "altaffilmark", "affilmark"]);

/**
 * Walks the tree and writes readable prose. In body mode headings open sections of the
 * DocumentBuilder, figures are collected and bibliography starts the references; block and
 * inline modes render pieces (abstract, titles, captions); author mode keeps only names with
 * separators. Unknown commands vanish and their braced arguments read as text.
 */
export class Renderer implements ProseSink {
  mode: RenderMode = "body";
  private readonly captures: string[][] = [];
  private figure: FigureCollector | null = null;
  private readonly dirs: { kind: string; dir: string }[] = [];
  private depth = 0;

  constructor(private readonly deps: RenderDeps) {}

  // ---- output -------------------------------------------------------------------------------

  private out(): string[] {
    return this.captures[this.captures.length - 1] ?? this.deps.doc.sink();
  }

  emit(s: string): void {
    if (s !== "" && this.figure === null) this.out().push(s);
  }

  tail(n: number): string {
    const parts = this.out();
    let s = "";
    for (let k = parts.length - 1; k >= 0 && s.length < n; k -= 1) s = (parts[k] ?? "") + s;
    return s.slice(-n);
  }

  trimEnd(): void {
    const parts = this.out();
    while (parts.length > 0) {
      const last = parts[parts.length - 1] as string;
      const trimmed = last.replace(/[\s\u00a0]+$/u, "");
      if (trimmed === "") parts.pop();
      else {
        parts[parts.length - 1] = trimmed;
        break;
      }
    }
  }

  trimChars(n: number): void {
    let remaining = n;
    const parts = this.out();
    while (remaining > 0 && parts.length > 0) {
      const last = parts[parts.length - 1] as string;
      if (last.length <= remaining) {
        remaining -= last.length;
        parts.pop();
      } else {
        parts[parts.length - 1] = last.slice(0, last.length - remaining);
        remaining = 0;
      }
    }
  }

  /** Renders nodes into a string in the given mode (figure collection paused). */
  capture(nodes: readonly LNode[], mode: RenderMode): string {
    const savedMode = this.mode;
    const savedFigure = this.figure;
    this.mode = mode;
    this.figure = null;
    this.captures.push([]);
    let parts: string[] = [];
    try {
      this.walk(nodes);
    } finally {
      parts = this.captures.pop() ?? [];
      this.figure = savedFigure;
      this.mode = savedMode;
    }
    return parts.join("");
  }

  inline(nodes: readonly LNode[]): string {
    return cleanProse(this.capture(nodes, "inline"), false);
  }

  block(nodes: readonly LNode[]): string {
    return cleanProse(this.capture(nodes, "block"), true);
  }

  /** Renders the document body into the DocumentBuilder. */
  body(nodes: readonly LNode[]): void {
    this.mode = "body";
    this.walk(nodes);
  }

  // ---- walking ------------------------------------------------------------------------------

  private walk(nodes: readonly LNode[]): void {
    if ((this.depth += 1) > 400) {
      this.depth -= 1;
      return;
    }
    try {
      const c = new Cursor(nodes);
      while (!c.done) {
        const n = c.next() as LNode;
        this.node(n, c);
      }
    } finally {
      this.depth -= 1;
    }
  }

  private node(n: LNode, c: Cursor): void {
    switch (n.type) {
      case "text":
        if (this.figure && n.v === "&") return;
        this.emit(typography(n.v));
        return;
      case "space":
        this.emit(" ");
        return;
      case "par":
        this.paragraph();
        return;
      case "group":
        this.walk(n.content);
        return;
      case "env":
        this.env(n.name, n.content);
        return;
      case "math":
        this.math(n, c);
        return;
      case "verb":
        if (!n.env && !/[\\{}$]/.test(n.v)) this.emit(n.v);
        // A code block ends the text before it, as other listings do (env()).
        else if (n.env !== undefined && this.prose && BLOCK_LISTING.test(n.env)) this.paragraph();
        return;
      case "param":
        return;
      case "dir":
        if (n.v === null) this.dirs.pop();
        else this.dirs.push({ kind: n.v.slice(0, 1), dir: n.v.slice(2) });
        return;
      case "macro":
        this.macro(n.name, c);
        return;
    }
  }

  private paragraph(): void {
    if (this.figure) this.figure.breakRow();
    if (this.mode === "inline") this.emit(" ");
    else if (this.mode === "author") this.emit(AUTHOR_LINE);
    else this.emit("\n\n");
  }

  /** True while writing running prose (body text, abstract): maths there is heard, so it is said in words. */
  private get prose(): boolean {
    return this.mode === "body" || this.mode === "block";
  }

  /** A display formula: prose says the marker (the sentence is then not read as it stands); elsewhere a space. */
  private displayMath(): void {
    this.emit(this.prose ? ` ${MATH_PLACEHOLDER} ` : " ");
  }

  private math(n: { display: boolean; content: LNode[] }, c?: Cursor): void {
    if (this.mode === "author") return;
    if (n.display) {
      this.displayMath();
      return;
    }
    // Typed as maths but said as words: "$75^{\text{th}}$" is "75th", "$\sim$30" is "about 30",
    // "$<$1 hour" is "less than 1 hour" (the words and the number stay apart).
    const raw = rawText(n.content).trim();
    // "100$\\,$AU": maths holding only a space is the space, never a formula the sentence loses.
    if (/^(?:\\[,;:! ]|\\(?:thinspace|quad|qquad)\b|~|\s)*$/.test(raw)) {
      this.emit(" ");
      return;
    }
    const ordinal = ORDINAL_MATH.exec(raw);
    if (ordinal) {
      this.emit(`${ordinal[1] ?? ""}${ordinal[2] ?? ""}`);
      return;
    }
    const peeked = c?.peek();
    const next = peeked?.type === "space" && c ? c.nodes[c.i + 1] : peeked;
    // A chemical formula set in maths ("$N_2O$", "$CO_2$"): its name as typed, "N2O".
    const plain = raw.replace(UPRIGHT_LETTERS, (_m, a?: string, b?: string) => a ?? b ?? "").replace(/\s+/g, "");
    if (CHEMICAL_FORMULA.test(plain)) {
      if (/\p{L}$/u.test(this.tail(1))) this.emit(" ");
      this.emit(plain.replace(/[_{}]/g, ""));
      return;
    }
    // A chemical formula's count ("CO$_2$", "H$_2$O", "MtCO$_2$") or a size class ("PM$_{2.5}$"): a
    // subscript number right after a symbol's letters is part of the name, said "C O 2", never "CO sub 2".
    const count = CHEMICAL_COUNT.exec(raw)?.[1];
    if (count !== undefined && SUBSCRIPT_GLUED_WORD.test(this.tail(9))) {
      this.emit(count);
      return;
    }
    // A micro- unit after its number ("1\\,$\\mu$m", "$2\\,\\mu\\mathrm{m}$" after "2"): "µm", which the
    // narration says "micrometre", never "mu m".
    const micro = MICRO_UNIT.exec(raw);
    if (this.prose && micro !== null && /\d\s?$/.test(this.tail(2))) {
      // A unit in the text must touch the formula ("$\\mu$m"): "$\\mu$ m" may be a variable and a word.
      const unit = micro[1] ?? micro[2] ?? (peeked?.type === "text" ? (/^(?:mol|[mgsLlMWVAJ])\b/.exec(peeked.v)?.[0] ?? null) : null);
      if (unit !== null) {
        this.emit(`µ${micro[1] ?? micro[2] ?? ""}`);
        return;
      }
    }
    // A unit set in maths right after its number ("10$ms$"): the unit as typed, not its letters.
    if (this.prose && /^[A-Za-z]{1,3}$/.test(raw) && /\d$/.test(this.tail(1))) {
      this.emit(raw);
      return;
    }
    // "$-$0.26": a minus sign set in maths before a number typed in text is the number's sign.
    if (this.prose && /^(?:-|\\(?:minus|textminus))$/.test(raw) && peeked?.type === "text" && /^\d/.test(peeked.v)) {
      this.emit("-");
      return;
    }
    const relation = RELATION_BEFORE_NUMBER[raw];
    if (this.prose && relation !== undefined && next?.type === "text" && /^\d/.test(next.v)) {
      this.emit(`${relation} `);
      return;
    }
    if (this.prose) {
      // "\func{Query}$(a,b)$", "19$\times$ faster": the formula's words must not run into the word or number before it.
      if (/[\p{L}\d]$/u.test(this.tail(1))) this.emit(" ");
      this.emit(this.deps.maths.mark(rawText(n.content)));
      // "Cu$_{1-x}$Pd$_x$": nor into the word after it ("1 minus x Pd", not "xPd"); "$i$th" and
      // "$k$s" keep their suffix.
      if (peeked?.type === "text" && /^(?:\p{Lu}|\p{Ll}{3,})/u.test(peeked.v)) this.emit(" ");
      return;
    }
    // Titles and captions are shown on slides: short formulas keep their symbols ("χ²").
    const words = mathToWords(n.content, (nodes) => this.capture(nodes, "inline"));
    if (words !== null) this.emit(words);
  }

  // ---- environments -------------------------------------------------------------------------

  private env(name: string, content: LNode[]): void {
    const c = new Cursor(content);
    const rest = (): LNode[] => content.slice(c.i);
    if (this.figure) {
      this.figureEnv(name, c, rest);
      return;
    }
    if (FIGURE_ENVS.has(name)) {
      c.readSpec(ENV_ARGS[name] ?? "o");
      this.collectFigure(rest());
      return;
    }
    if (MATH_ENVS.has(name)) {
      this.displayMath();
      return;
    }
    if (TABLE_ENV.test(name) && containsGraphics(content)) {
      // A grid of images set as a table reads as a figure.
      c.readSpec(ENV_ARGS[name] ?? "o");
      this.collectFigure(rest());
      return;
    }
    if (TABLE_ENV.test(name)) {
      // Not read aloud, but kept: a talk may state a result the table holds.
      if (this.mode === "body") this.collectTable(content);
      return;
    }
    if (DROP_ENVS.has(name)) {
      // A code or algorithm block stands where a sentence pointed at it ("The algorithm is:"): the
      // text after it starts afresh, so the two never read as one sentence.
      if (this.prose && BLOCK_LISTING.test(name)) this.paragraph();
      return;
    }
    if (ACK_ENVS.has(name)) {
      this.heading(1, /acknowledge/.test(name) ? capitalise(name.replace(/\*$/, "")) : "Acknowledgments", "acknowledgments");
      this.walk(content);
      return;
    }
    if (name === "thebibliography" || name === "CSLReferences") {
      // Pandoc's citeproc list, \begin{CSLReferences}{hanging}{spacing}, is the paper's reference list as well.
      c.readArg();
      if (name === "CSLReferences") c.readArg();
      this.references();
      this.walk(rest());
      return;
    }
    if (name === "appendices" || name === "appendix" || name === "subappendices") {
      if (this.mode === "body") this.deps.doc.markAppendix();
      this.walk(content);
      return;
    }
    const base = name.replace(/\*$/, "");
    const theorem = this.deps.theorems.get(base) ?? THEOREM_TITLES[base];
    if (theorem !== undefined || base === "proof") {
      const opt = c.readOptional();
      const note = opt ? this.inline(opt) : "";
      const title = base === "proof" ? (note || "Proof") : note ? `${theorem ?? ""} (${note})` : (theorem ?? "");
      this.paragraph();
      this.emit(`${title}. `);
      this.walk(rest());
      this.paragraph();
      return;
    }
    if (LIST_ENVS.has(name)) {
      c.readSpec(ENV_ARGS[name] ?? "o");
      this.paragraph();
      this.walk(rest());
      this.paragraph();
      return;
    }
    if (this.mode === "body" && containsFigureCaption(content)) {
      this.collectFigure(content);
      return;
    }
    const spec = ENV_ARGS[name];
    if (spec) c.readSpec(spec);
    if (name === "quote" || name === "quotation" || name === "center" || name === "minipage") this.paragraph();
    this.walk(rest());
  }

  /** Inside a figure: only graphics, captions and layout breaks matter. */
  private figureEnv(name: string, c: Cursor, rest: () => LNode[]): void {
    const fig = this.figure as FigureCollector;
    const savedScope = fig.widthScope;
    const savedSub = fig.inSub;
    if (name === "subfigure" || name === "subtable" || name === "minipage") {
      const args = c.readSpec(ENV_ARGS[name] ?? "oom");
      const width = args[args.length - 1];
      const f = Array.isArray(width) ? widthFraction(rawText(width)) : null;
      if (f !== null) fig.widthScope = f * (savedScope ?? 1);
      if (name !== "minipage") fig.inSub = true;
    } else if (TABULAR_ENVS.has(name)) {
      c.readSpec(ENV_ARGS[name] ?? "om");
    } else if (MATH_ENVS.has(name)) {
      return;
    } else {
      const spec = ENV_ARGS[name];
      if (spec) c.readSpec(spec);
    }
    this.walk(rest());
    fig.widthScope = savedScope;
    fig.inSub = savedSub;
  }

  private collectTable(content: LNode[]): void {
    // Cells in prose mode: their maths is said in words like the text's ("refitted T hat").
    const table = readTable(content, (nodes) => this.inline(nodes), (nodes) => this.block(nodes));
    if (table !== null && table.rows.length >= 2) this.deps.doc.tables.push({ ...table, sectionKey: this.deps.doc.currentKey() });
  }

  private collectFigure(content: LNode[]): void {
    if (this.mode !== "body") return;
    const fig = new FigureCollector();
    const outer = this.figure;
    this.figure = fig;
    try {
      this.walk(content);
    } finally {
      this.figure = outer;
    }
    const units = fig.finish();
    if (units.length === 0) {
      this.deps.warnings.add("A figure without an image file (a drawing made in LaTeX) was skipped.");
      return;
    }
    for (const unit of units) {
      this.deps.doc.figures.push({ graphics: unit.graphics, caption: unit.caption, sectionKey: this.deps.doc.currentKey() });
    }
  }

  // ---- structure ----------------------------------------------------------------------------

  private heading(level: number, title: string, kind?: "acknowledgments" | "references"): void {
    if (this.mode !== "body" || this.figure || this.captures.length > 0) {
      this.paragraph();
      return;
    }
    this.deps.doc.startSection(level, title, kind);
  }

  private references(): void {
    if (this.mode !== "body" || this.captures.length > 0 || this.deps.doc.currentKind() === "references") return;
    this.heading(1, "References", "references");
  }

  private section(name: string, c: Cursor): void {
    const [, , title] = c.readSpec("som");
    const text = Array.isArray(title) ? this.inline(title) : "";
    const level = SECTION_LEVELS[name] ?? 1;
    if (level >= 4) {
      // \paragraph headings are run-in: they read as the first words of their paragraph.
      this.paragraph();
      if (text !== "") this.emit(/[.:!?。：！？]$/u.test(text) ? `${text} ` : `${text}. `);
      return;
    }
    const effective = level === 0 ? 1 : this.deps.chapters ? level + 1 : level;
    if (text === "" && this.mode === "body") return;
    // A heading typed in capitals ("\\section{RELATED WORK}") reads as title case; a lone short
    // acronym ("BERT") is kept as typed.
    this.heading(effective, /\p{L}{6}|\s\S/u.test(text.trim()) ? softenCaps(text) : text);
  }

  /**
   * A bold (or italic, ending in a dash or colon) label opening a paragraph or list item, run into
   * its text ("\item \textbf{Selectivity analysis} In surveys of …"): it ends as a sentence of its
   * own, like a \paragraph heading, so it is never glued to the text's first sentence. False
   * (nothing read) when it is not one.
   */
  private runInLabel(c: Cursor, italic: boolean): boolean {
    if (this.mode !== "body" || this.captures.length > 0 || !/(?:^|\n\n)\s*$/.test(this.tail(4))) return false;
    const arg = c.peek();
    if (arg?.type !== "group") return false;
    const peeked = c.nodes[c.i + 1];
    const next = peeked?.type === "space" ? c.nodes[c.i + 2] : peeked;
    if (next?.type !== "text" || !/^\p{Lu}/u.test(next.v)) return false;
    const save = c.i;
    c.next();
    const typed = this.inline(arg.content).trim();
    // An italic one only when it ends as a label does ("\textit{24/7 CFE hourly matching --} The
    // …"): italics opening a paragraph are as often a name or an emphasis.
    if (typed === "" || (italic && !/[.:\u2013\u2014-]$/u.test(typed))) {
      c.i = save;
      return false;
    }
    const text = typed.replace(/\s*[\u2013\u2014-]+$/u, "");
    this.emit(/[.:!?]$/u.test(text) ? `${text} ` : `${text}. `);
    return true;
  }

  /**
   * "\acro{sbq}" with nothing after it is a paper's own small-caps acronym command
   * (\newcommand{\acro}[1]{\textsc{#1}}), not the acronym package's \acro{short}[long]{full}
   * definition: it reads as the acronym. False (nothing read) for the package's form.
   */
  private shortAcro(c: Cursor): boolean {
    const save = c.i;
    const arg = c.readArg();
    c.skipSpaces();
    const next = c.peek();
    const definition = next?.type === "group" || (next?.type === "text" && next.v.startsWith("["));
    if (arg === null || definition) {
      c.i = save;
      return false;
    }
    this.emit(this.inline(arg).toUpperCase());
    return true;
  }

  // ---- commands -----------------------------------------------------------------------------

  private macro(name: string, c: Cursor): void {
    if (this.mode === "author" && this.authorMacro(name, c)) return;
    if (SECTION_LEVELS[name] !== undefined) {
      this.section(name, c);
      return;
    }
    if (this.special(name, c)) return;
    const symbol = TEXT_SYMBOLS[name];
    if (symbol !== undefined) {
      // "i.\,i.\,d.", "e.\,g.": a thin space inside an abbreviation is no word break.
      if (name === "," && /(?:^|[\s(.])\p{L}\.$/u.test(this.tail(3))) return;
      this.emit(symbol);
      return;
    }
    const accent = ACCENTS[name];
    if (accent !== undefined) {
      const arg = c.readArg();
      this.emit(applyAccent(accent, arg ? this.capture(arg, "inline") : ""));
      return;
    }
    if (/cite/i.test(name) && !/^(bibitem|nocite)$/.test(name)) {
      renderCite(this, this.deps.citations, name, c);
      return;
    }
    if ((name === "textbf" || name === "textit" || name === "emph") && this.runInLabel(c, name !== "textbf")) return;
    const keep = KEEP[name];
    if (keep) {
      const args = c.readSpec(keep[0]);
      if (keep[1] === -2) for (const a of args) if (Array.isArray(a)) this.walk(a);
      if (keep[1] >= 0) {
        const a = args[keep[1]];
        if (Array.isArray(a)) this.walk(a);
      }
      return;
    }
    if (name === "acro" && this.shortAcro(c)) return;
    const drop = DROP[name];
    if (drop !== undefined) {
      c.readSpec(drop);
      if (drop === "") skipAssignment(c);
      return;
    }
    // Unknown: the command disappears, its braced arguments are read as text. A register
    // assignment (\fboxsep=1.5pt, \tabcolsep 3pt) takes its value with it.
    skipAssignment(c);
  }

  /** Author mode: marks, addresses and e-mails vanish; \and separates authors. */
  private authorMacro(name: string, c: Cursor): boolean {
    if (name === "and" || name === "And" || name === "AND") {
      this.emit(AUTHOR_BLOCK);
      return true;
    }
    if (name === "\\" || name === "newline" || name === "par" || name === "linebreak") {
      c.readSpec(name === "\\" ? "so" : name === "linebreak" ? "o" : "");
      this.emit(AUTHOR_LINE);
      return true;
    }
    if (name === "IEEEauthorblockN") {
      const arg = c.readArg();
      this.emit(AUTHOR_BLOCK);
      if (arg) this.walk(arg);
      this.emit(AUTHOR_BLOCK);
      return true;
    }
    if (AUTHOR_DROP.has(name)) {
      c.readSpec(DROP[name] ?? KEEP[name]?.[0] ?? "om");
      if (name === "href") c.readArg();
      return true;
    }
    if (["dag", "ddag", "ast", "star", "S", "P", "textdagger", "textdaggerdbl", "textasteriskcentered"].includes(name)) return true;
    return false;
  }

  /** Commands with their own logic; false when `name` is not one. */
  private special(name: string, c: Cursor): boolean {
    switch (name) {
      case "\\":
      case "newline":
      case "linebreak":
      case "break":
        c.readSpec(name === "\\" ? "so" : name === "linebreak" ? "o" : "");
        if (this.figure) this.figure.breakRow();
        this.emit(" ");
        return true;
      case "par":
        this.paragraph();
        return true;
      case "item": {
        const label = c.readOptional();
        this.paragraph();
        if (label) {
          const text = this.inline(label);
          if (text !== "") this.emit(`${text} `);
        }
        return true;
      }
      case "appendix":
        if (this.mode === "body") this.deps.doc.markAppendix();
        return true;
      case "acknowledgments":
      case "acknowledgements":
      case "acknowledgment":
      case "acknowledgement":
      case "acks":
        this.heading(1, capitalise(name), "acknowledgments");
        return true;
      case "bibliography":
      case "printbibliography":
      case "putbib": {
        c.readSpec(name === "bibliography" ? "m" : "o");
        if (this.mode !== "body" || this.captures.length > 0) return true;
        const bbl = this.deps.loadBibliography();
        if (bbl) {
          this.references();
          this.walk(bbl);
        }
        return true;
      }
      case "bibitem":
        c.readSpec("om");
        this.paragraph();
        return true;
      case "newblock":
        this.emit(" ");
        return true;
      case "caption":
      case "figcaption":
      case "subcaption":
      case "captionof": {
        if (name === "captionof") c.readSpec("sm");
        const [, , text] = c.readSpec("som");
        if (this.figure && Array.isArray(text)) {
          const caption = this.inline(text);
          if (name === "subcaption") {
            const sub = this.figure.inSub;
            this.figure.inSub = true;
            this.figure.caption(caption);
            this.figure.inSub = sub;
          } else this.figure.caption(caption);
        }
        return true;
      }
      case "subcaptionbox":
      case "subfloat":
      case "subfigure":
      case "subtable": {
        if (!this.figure) {
          c.readSpec(name === "subcaptionbox" ? "omoom" : "oom");
          return true;
        }
        let caption: LNode[] | null = null;
        let body: LNode[] | null = null;
        if (name === "subcaptionbox") {
          const a = c.readSpec("omoom");
          caption = Array.isArray(a[1]) ? a[1] : null;
          body = Array.isArray(a[4]) ? a[4] : null;
        } else {
          const first = c.readOptional();
          const second = c.readOptional();
          caption = second ?? first;
          body = c.readArg();
        }
        const fig = this.figure;
        const sub = fig.inSub;
        fig.inSub = true;
        if (body) this.walk(body);
        if (caption) fig.caption(this.inline(caption));
        fig.inSub = sub;
        return true;
      }
      case "plotone":
      case "plottwo":
      case "includegraphics":
      case "includesvg":
      case "epsfig":
      case "psfig":
      case "epsfbox":
      case "epsffile":
      case "includepdf":
        this.graphic(name, c);
        return true;
      case "url":
      case "nolinkurl":
      case "path": {
        const arg = c.readArg();
        const url = arg ? cleanUrl(rawText(arg)) : "";
        if (url !== "") this.emit(url);
        return true;
      }
      case "href": {
        const [, url, text] = c.readSpec("omm");
        const shown = Array.isArray(text) ? this.capture(text, this.mode === "body" ? "inline" : this.mode) : "";
        if (shown.trim() !== "") this.emit(shown);
        else if (Array.isArray(url)) this.emit(cleanUrl(rawText(url)));
        return true;
      }
      case "enquote":
      case "textquote": {
        const arg = c.readArg();
        this.emit("“");
        if (arg) this.walk(arg);
        this.emit("”");
        return true;
      }
      case "ding": {
        const arg = c.readArg();
        this.emit(dingSymbol(textOf(arg)));
        return true;
      }
      case "hbox":
      case "vbox":
      case "vtop": {
        const next = c.peek();
        if (next?.type === "text" && /^(to|spread)$/.test(next.v)) {
          c.next();
          c.readDimen();
        }
        const arg = c.readArg();
        if (arg) this.walk(arg);
        return true;
      }
      case "glsunset":
      case "acused":
      case "glsreset":
      case "acreset": {
        const arg = c.readArg();
        this.deps.acronyms.mark(textOf(arg), name === "glsunset" || name === "acused");
        return true;
      }
      case "glsresetall":
      case "acresetall":
      case "glsunsetall":
      case "acuseall":
        this.deps.acronyms.mark(null, name === "glsunsetall" || name === "acuseall");
        return true;
      case "textsuperscript":
      case "textsubscript": {
        const arg = c.readArg();
        const text = arg ? this.capture(arg, "inline").trim() : "";
        // "CO\textsubscript{2}", "PM\textsubscript{2.5}": a formula's count or a size class, glued to its symbol as typed.
        if (name === "textsubscript" && /^\d{1,2}(?:\.\d)?$/.test(text) && SUBSCRIPT_GLUED_WORD.test(this.tail(9))) this.emit(text);
        // Footnote-style marks (digits, symbols) are not words.
        else if (/\p{L}{2,}/u.test(text)) this.emit(text);
        return true;
      }
      default:
    }
    const backMatter = BACK_MATTER_COMMANDS[name];
    if (backMatter !== undefined) {
      const arg = c.readArg();
      this.heading(1, backMatter);
      if (arg) this.walk(arg);
      return true;
    }
    if (REF_COMMANDS.has(name)) {
      renderRef(this, this.deps.labels, name, c);
      return true;
    }
    if (SI_COMMANDS.has(name)) {
      renderSiunitx(this, name, c);
      return true;
    }
    if (AcronymTable.handles(name)) {
      const [, key, insert] = c.readSpec("omo");
      const k = textOf(key);
      if (this.depth > 60) return true;
      const text = this.deps.acronyms.use(name, k, (nodes) => this.capture(nodes, "inline"));
      this.emit(text ?? k);
      if (Array.isArray(insert)) this.walk(insert);
      return true;
    }
    return false;
  }

  private graphic(name: string, c: Cursor): void {
    let file = "";
    let opts = "";
    if (name === "plotone" || name === "plottwo") {
      // AASTeX: \plotone{file}, \plottwo{left}{right}.
      for (const arg of c.readSpec(name === "plottwo" ? "mm" : "m")) {
        const f = Array.isArray(arg) ? rawText(arg).replace(/[{}]/g, "").trim() : "";
        if (this.figure && f !== "") this.figure.addGraphic(f, this.bases(), name === "plottwo" ? 0.5 : 1);
      }
      return;
    }
    if (name === "epsfig" || name === "psfig") {
      const arg = c.readArg();
      const raw = arg ? rawText(arg) : "";
      file = /(?:file|figure)\s*=\s*([^,]+)/.exec(raw)?.[1] ?? "";
      opts = raw;
    } else {
      const args = c.readSpec(name === "includegraphics" ? "soom" : "om");
      const path = args[args.length - 1];
      const o = args.find((a, k) => k < args.length - 1 && Array.isArray(a));
      file = Array.isArray(path) ? rawText(path) : "";
      opts = Array.isArray(o) ? rawText(o) : "";
    }
    if (!this.figure) return;
    file = file.replace(/[{}]/g, "").replace(/\\space\s*/g, " ").trim();
    if (file === "") return;
    this.figure.addGraphic(file, this.bases(), widthFraction(opts));
  }

  /** Folders a graphic's path may be relative to, in the order TeX (and authors) expect. */
  private bases(): string[] {
    const roots: string[] = [];
    const top = this.dirs[this.dirs.length - 1];
    if (top?.kind === "i") roots.push(top.dir);
    roots.push(this.deps.mainDir);
    for (let k = this.dirs.length - 1; k >= 0; k -= 1) roots.push((this.dirs[k] as { dir: string }).dir);
    const out: string[] = [];
    for (const r of roots) {
      for (const gp of ["", ...this.deps.graphicsPaths]) {
        const joined = [r, gp].filter((p) => p !== "" && p !== ".").join("/");
        if (!out.includes(joined)) out.push(joined);
      }
    }
    return out;
  }

}

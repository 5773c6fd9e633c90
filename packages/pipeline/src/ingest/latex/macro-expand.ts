import { LATEX_LIMITS } from "./limits.js";
import { TokenStream } from "./token-stream.js";
import type { Token } from "./tokens.js";
import type { Warnings } from "./warnings.js";

/** A user macro: a body with #1..#9 and how its arguments are read. */
interface MacroDef {
  body: Token[];
  nargs: number;
  /** Default of the optional first argument (\newcommand{\x}[2][dflt]). */
  optionalDefault: Token[] | null;
  /** \def parameter text with delimiters, when it has any (otherwise plain nargs). */
  pattern: Token[] | null;
  /** xparse argument kinds ("m", "o", "s", "O"), when defined with \NewDocumentCommand. */
  xparse: { kind: string; dflt: Token[] }[] | null;
}

interface EnvDef {
  begin: Token[];
  end: Token[];
  nargs: number;
  optionalDefault: Token[] | null;
}

/** Tokens one macro call may produce. */
const MAX_CALL_TOKENS = 200_000;

const CONDITIONAL_PRIMITIVES = new Set([
  "if", "ifx", "ifnum", "ifdim", "ifodd", "ifcase", "ifcat", "ifdefined", "ifcsname", "ifmmode", "ifvmode", "ifhmode",
  "ifinner", "ifvoid", "ifhbox", "ifvbox", "ifeof", "iftrue", "iffalse", "ifincsname", "iffontchar",
]);

export interface ExpandOptions {
  /** Commands whose meaning the renderer relies on: user (re)definitions of these are ignored. */
  protectedNames: ReadonlySet<string>;
  /** Environments the renderer relies on: user (re)definitions are ignored. */
  protectedEnvs: ReadonlySet<string>;
  /** Commands the renderer knows; definitions harvested from packages never override them. */
  knownNames: ReadonlySet<string>;
}

/**
 * Expands the document's own macros (\newcommand, \renewcommand, \providecommand, \def, \let,
 * \DeclareMathOperator, \NewDocumentCommand, \newenvironment) and resolves \iffalse, \newif
 * switches and \ifdefined. Everything else passes through for the renderer. Every loop is
 * bounded: total expansions, produced tokens and nesting are capped, so \def\a{\a} or a
 * \loop cannot hang ingest; past a cap, macros are simply left unexpanded.
 */
export class MacroExpander {
  private readonly macros = new Map<string, MacroDef>();
  private readonly envs = new Map<string, EnvDef>();
  private readonly booleans = new Map<string, boolean>();
  private expansions = 0;
  private produced = 0;
  private exhausted = false;

  constructor(
    private readonly options: ExpandOptions,
    private readonly warnings: Warnings,
  ) {}

  /** Records the definitions in a package file, keeping only simple ones that cannot confuse the renderer. */
  harvest(tokens: Token[]): void {
    this.run(tokens, true);
  }

  expand(tokens: Token[]): Token[] {
    return this.run(tokens, false);
  }

  private stop(reason: string): void {
    if (!this.exhausted) this.warnings.add(`Macro expansion stopped early (${reason}); some macros were left as they are.`);
    this.exhausted = true;
  }

  /**
   * Whether one more macro or environment expansion is allowed. Environments count too: an
   * environment that begins itself (\newenvironment{e}{\begin{e}}{}) nests as deeply as a macro,
   * and every level deepens the stream that each lookahead walks.
   */
  private withinBudget(s: TokenStream): boolean {
    if (this.exhausted) return false;
    if (this.expansions >= LATEX_LIMITS.maxExpansions) this.stop("too many expansions");
    else if (s.depth > LATEX_LIMITS.maxExpansionDepth) this.stop("macros nested too deeply");
    else if (this.produced > LATEX_LIMITS.maxExpandedTokens) this.stop("the expansion grew too large");
    return !this.exhausted;
  }

  private run(tokens: Token[], harvesting: boolean): Token[] {
    const s = new TokenStream(tokens);
    const out: Token[] = [];
    /** Open conditionals: true while the branch being read is the taken one. */
    let openIfs = 0;
    for (let tok = s.next(); tok !== undefined; tok = s.next()) {
      if (tok.t !== "cs" || tok.raw) {
        if (!harvesting) out.push(tok);
        continue;
      }
      const name = tok.v;
      if (this.define(name, s, harvesting)) continue;
      if (name === "begin" && !this.exhausted) {
        const expanded = this.expandEnvBegin(s);
        if (expanded) continue;
      }
      if (name === "end" && !this.exhausted) {
        const expanded = this.expandEnvEnd(s);
        if (expanded) continue;
      }
      // Conditionals we can decide.
      const cond = this.condition(name, s);
      if (cond !== null) {
        if (cond) openIfs += 1;
        else if (this.skipBranch(s, true)) openIfs += 1;
        continue;
      }
      if (name === "else") {
        if (openIfs > 0) {
          this.skipBranch(s, false);
          openIfs -= 1;
        }
        continue;
      }
      if (name === "fi") {
        if (openIfs > 0) openIfs -= 1;
        continue;
      }
      if (name === "expandafter" || name === "relax" || name === "makeatletter" || name === "makeatother") continue;
      if (name === "noexpand") {
        const t = s.next();
        if (t && !harvesting) out.push(t.t === "cs" ? { t: "cs", v: t.v, raw: true } : t);
        continue;
      }
      const def = this.macros.get(name);
      if (def && this.withinBudget(s)) {
        this.expansions += 1;
        const result = this.call(def, s);
        this.produced += result.length;
        s.pushFront(tok.spaced === true && def.nargs === 0 && def.pattern === null ? [...result, ...wordBreak(result, s)] : result);
        continue;
      }
      // A \newif switch: \footrue / \foofalse.
      const sw = /^(.+)(true|false)$/.exec(name);
      if (sw?.[1] && this.booleans.has(sw[1])) {
        this.booleans.set(sw[1], sw[2] === "true");
        continue;
      }
      if (!harvesting) out.push(tok);
      // "changes\footnotemark to memory": a mark that prints nothing keeps the words apart.
      if (!harvesting && tok.spaced === true && SILENT_MARKS.has(name) && startsWithLetter(s.peek())) out.push({ t: "space" });
    }
    return out;
  }

  /** Reads a command name given as \name or {\name}. */
  private readName(s: TokenStream): string | null {
    s.skipSpaces();
    const tok = s.next();
    if (tok?.t === "cs") return tok.v;
    if (tok?.t === "bgroup") {
      const inner = s.readUntilClose(1000).filter((t) => t.t !== "space");
      const first = inner[0];
      return first?.t === "cs" ? first.v : null;
    }
    return null;
  }

  private readNumber(tokens: Token[] | null): number {
    const text = (tokens ?? []).map((t) => (t.t === "text" ? t.v : "")).join("");
    const n = Number.parseInt(text, 10);
    return Number.isFinite(n) ? Math.max(0, Math.min(9, n)) : 0;
  }

  /** Whether a definition should be recorded under this name. */
  private accepts(name: string, body: Token[], harvesting: boolean): boolean {
    if (this.options.protectedNames.has(name)) return false;
    if (!harvesting) return true;
    if (this.options.knownNames.has(name) || /[@_:]/.test(name)) return false;
    // Package internals (\@foo, expl3's \__mod_fn:nn) mean code we cannot run, not text.
    return !body.some((t) => (t.t === "cs" && /[@_:]/.test(t.v)) || (t.t === "text" && /^[_:]$/.test(t.v)));
  }

  /** Handles a defining command; returns false when `name` is not one. */
  private define(name: string, s: TokenStream, harvesting: boolean): boolean {
    switch (name) {
      case "newcommand":
      case "renewcommand":
      case "providecommand":
      case "DeclareRobustCommand":
      case "newcommandx":
      case "renewcommandx": {
        s.readStar();
        const target = this.readName(s);
        const nargs = this.readNumber(s.readOptional());
        const dflt = s.readOptional();
        const body = s.readArg() ?? [];
        if (target === null) return true;
        if (name === "providecommand" && this.macros.has(target)) return true;
        if (this.accepts(target, body, harvesting)) {
          this.macros.set(target, { body, nargs, optionalDefault: dflt, pattern: null, xparse: null });
        }
        return true;
      }
      case "NewDocumentCommand":
      case "RenewDocumentCommand":
      case "ProvideDocumentCommand":
      case "DeclareDocumentCommand":
      case "NewExpandableDocumentCommand": {
        const target = this.readName(s);
        const spec = s.readArg() ?? [];
        const body = s.readArg() ?? [];
        if (target === null || !this.accepts(target, body, harvesting)) return true;
        this.macros.set(target, { body, nargs: 0, optionalDefault: null, pattern: null, xparse: parseXparseSpec(spec) });
        return true;
      }
      case "def":
      case "gdef":
      case "edef":
      case "xdef": {
        s.skipSpaces();
        const target = s.next();
        const pattern: Token[] = [];
        for (let t = s.peek(); t !== undefined && t.t !== "bgroup"; t = s.peek()) {
          pattern.push(t);
          s.next();
          if (pattern.length > 50) break;
        }
        if (s.peek()?.t !== "bgroup") return true;
        s.next();
        const body = s.readUntilClose();
        if (target?.t !== "cs" || !this.accepts(target.v, body, harvesting)) return true;
        const plain = pattern.every((t) => t.t === "param");
        this.macros.set(target.v, {
          body,
          nargs: pattern.filter((t) => t.t === "param").length,
          optionalDefault: null,
          pattern: plain ? null : pattern,
          xparse: null,
        });
        return true;
      }
      case "let":
      case "glet": {
        const target = this.readName(s);
        s.skipSpaces();
        if (s.peek()?.t === "text" && (s.peek() as { v: string }).v.startsWith("=")) s.takeChar();
        s.skipSpaces();
        const source = s.next();
        if (target === null || source === undefined || this.options.protectedNames.has(target)) return true;
        if (harvesting && (this.options.knownNames.has(target) || target.includes("@"))) return true;
        const existing = source.t === "cs" ? this.macros.get(source.v) : undefined;
        if (existing) this.macros.set(target, existing);
        // \let copies the meaning now: a primitive stays that primitive even if redefined later.
        else this.macros.set(target, { body: [source.t === "cs" ? { t: "cs", v: source.v, raw: true } : source], nargs: 0, optionalDefault: null, pattern: null, xparse: null });
        return true;
      }
      case "DeclareSIUnit": {
        // siunitx's own units ("\DeclareSIUnit\au{AU}", "\DeclareSIUnit\jupitermass{M_J}"): the
        // unit's symbol, in maths when it is more than letters, as siunitx sets it.
        s.readOptional();
        const target = this.readName(s);
        const body = s.readArg() ?? [];
        const letters = body.every((t) => t.t === "text" && /^[\p{L}\s]+$/u.test(t.v));
        const unit: Token[] = letters ? body : [{ t: "mathshift", v: "$" }, ...body, { t: "mathshift", v: "$" }];
        if (target !== null && this.accepts(target, body, harvesting)) this.macros.set(target, { body: unit, nargs: 0, optionalDefault: null, pattern: null, xparse: null });
        return true;
      }
      case "DeclareMathOperator": {
        const star = s.readStar();
        const target = this.readName(s);
        const body = s.readArg() ?? [];
        if (target !== null && this.accepts(target, body, harvesting)) {
          const op: Token[] = [{ t: "cs", v: star ? "operatornamewithlimits" : "operatorname" }, { t: "bgroup" }, ...body, { t: "egroup" }];
          this.macros.set(target, { body: op, nargs: 0, optionalDefault: null, pattern: null, xparse: null });
        }
        return true;
      }
      case "newenvironment":
      case "renewenvironment":
      case "provideenvironment": {
        s.readStar();
        const envName = argText(s.readArg());
        const nargs = this.readNumber(s.readOptional());
        const dflt = s.readOptional();
        const begin = s.readArg() ?? [];
        const end = s.readArg() ?? [];
        if (envName && !this.options.protectedEnvs.has(envName) && !(harvesting && [...begin, ...end].some((t) => t.t === "cs" && t.v.includes("@")))) {
          this.envs.set(envName, { begin, end, nargs, optionalDefault: dflt });
        }
        return true;
      }
      case "newif": {
        const target = this.readName(s);
        if (target?.startsWith("if")) this.booleans.set(target.slice(2), false);
        return true;
      }
      default:
        return false;
    }
  }

  /** Decides a conditional we understand: true/false, or null when `name` is not one we decide. */
  private condition(name: string, s: TokenStream): boolean | null {
    if (name === "iftrue") return true;
    if (name === "iffalse") return false;
    if (name === "if") {
      // "\if 0 … \fi" comments a block out: \if compares the next two characters ("0" and the
      // space after it), as TeX does for plain characters.
      s.skipSpaces();
      const a = s.peek();
      if (a?.t !== "text") return true;
      s.next();
      const second = a.v.length > 1 ? a.v[1] : s.peek()?.t === "space" ? " " : s.peek()?.t === "text" ? (s.peek() as { v: string }).v[0] : undefined;
      return second !== undefined && a.v[0] === second;
    }
    if (name.startsWith("if") && this.booleans.has(name.slice(2))) return this.booleans.get(name.slice(2)) ?? false;
    if (name === "ifdefined") {
      s.skipSpaces();
      const t = s.next();
      return t?.t === "cs" && (this.macros.has(t.v) || this.options.knownNames.has(t.v));
    }
    if (name === "ifx") {
      s.skipSpaces();
      const a = s.next();
      s.skipSpaces();
      const b = s.next();
      if (a?.t === "cs" && b?.t === "cs") {
        if (b.v === "undefined" || b.v === "relax") return !this.macros.has(a.v) && !this.options.knownNames.has(a.v);
        return a.v === b.v || (this.macros.has(a.v) && this.macros.get(a.v) === this.macros.get(b.v));
      }
      return false;
    }
    if (CONDITIONAL_PRIMITIVES.has(name) || name.startsWith("if@")) return true;
    // A switch declared in a class we do not read (\ifCLASSOPTIONcompsoc): take its first branch.
    // etoolbox-style tests take braced arguments and have no \fi, so they are left alone.
    if (isUnknownSwitch(name) && s.peekAhead(1)[0]?.t !== "bgroup") return true;
    return null;
  }

  /**
   * Skips a branch up to the matching \else (when `toElse`) or \fi, counting nested conditionals.
   * Returns true when it stopped at an \else (so the else branch is now being read).
   */
  private skipBranch(s: TokenStream, toElse: boolean): boolean {
    let depth = 0;
    let steps = 0;
    for (let t = s.next(); t !== undefined; t = s.next()) {
      if ((steps += 1) > 5_000_000) break;
      if (t.t !== "cs") continue;
      if (CONDITIONAL_PRIMITIVES.has(t.v) || t.v.startsWith("if@") || (t.v.startsWith("if") && this.booleans.has(t.v.slice(2))) || isUnknownSwitch(t.v)) depth += 1;
      else if (t.v === "fi") {
        if (depth === 0) return false;
        depth -= 1;
      } else if (t.v === "else" && depth === 0 && toElse) return true;
    }
    return false;
  }

  /** Reads a macro's arguments from the stream and returns its body with them substituted. */
  private call(def: MacroDef, s: TokenStream): Token[] {
    const args: Token[][] = [];
    if (def.xparse) {
      for (const spec of def.xparse) {
        if (spec.kind === "s") args.push(s.readStar() ? [{ t: "cs", v: "BooleanTrue" }] : [{ t: "cs", v: "BooleanFalse" }]);
        else if (spec.kind === "o" || spec.kind === "O") args.push(s.readOptional() ?? spec.dflt);
        else args.push(s.readArg() ?? []);
      }
    } else if (def.pattern) {
      if (!this.matchPattern(def.pattern, s, args)) return [];
    } else {
      let first = 1;
      if (def.optionalDefault !== null && def.nargs > 0) {
        args.push(s.readOptional() ?? def.optionalDefault);
        first = 2;
      }
      for (let k = first; k <= def.nargs; k += 1) args.push(s.readArg() ?? []);
    }
    const out: Token[] = [];
    for (const t of def.body) {
      // Loops, not spreads: an argument can be huge (\newcommand{\r}[1]{\r{#1#1}} doubles it each call).
      if (t.t === "param") for (const a of args[t.n - 1] ?? []) out.push(a);
      else out.push(t);
      if (out.length > MAX_CALL_TOKENS) {
        this.stop("the expansion grew too large");
        return [];
      }
    }
    return out;
  }

  /** Matches \def parameter text with delimiters (\def\x#1.{...}), filling args; false on no match. */
  private matchPattern(pattern: Token[], s: TokenStream, args: Token[][]): boolean {
    for (let p = 0; p < pattern.length; p += 1) {
      const pt = pattern[p] as Token;
      if (pt.t !== "param") {
        if (!consumeLiteral(pt, s)) return false;
        continue;
      }
      const delimiter: Token[] = [];
      for (let q = p + 1; q < pattern.length && pattern[q]?.t !== "param"; q += 1) delimiter.push(pattern[q] as Token);
      if (delimiter.length === 0) {
        args.push(s.readArg() ?? []);
        continue;
      }
      const arg: Token[] = [];
      const first = delimiter[0] as Token;
      for (let steps = 0; ; steps += 1) {
        if (steps > 100_000) return false;
        const t = s.peek();
        if (t === undefined) return false;
        if (tokenStartsWith(t, first)) break;
        if (t.t === "bgroup") {
          s.next();
          arg.push(t);
          for (const inner of s.readUntilClose()) arg.push(inner);
          arg.push({ t: "egroup" });
        } else if (t.t === "text") {
          arg.push({ t: "text", v: s.takeChar() ?? "" });
        } else {
          arg.push(t);
          s.next();
        }
      }
      // TeX strips one pair of braces around a delimited argument.
      if (arg[0]?.t === "bgroup" && arg[arg.length - 1]?.t === "egroup") arg.splice(0, 1).pop();
      args.push(arg);
    }
    return true;
  }

  /** The \newenvironment whose name follows (a \begin or \end of it), if there is one. */
  private definedEnvAhead(s: TokenStream): EnvDef | undefined {
    const envName = peekEnvName(s);
    return envName === null ? undefined : this.envs.get(envName);
  }

  private expandEnvBegin(s: TokenStream): boolean {
    const env = this.definedEnvAhead(s);
    if (!env) return false;
    s.readArg();
    const args: Token[][] = [];
    let first = 1;
    if (env.optionalDefault !== null && env.nargs > 0) {
      args.push(s.readOptional() ?? env.optionalDefault);
      first = 2;
    }
    for (let k = first; k <= env.nargs; k += 1) args.push(s.readArg() ?? []);
    if (!this.withinBudget(s)) return true;
    this.expansions += 1;
    const body = env.begin.flatMap((t) => (t.t === "param" ? (args[t.n - 1] ?? []) : [t]));
    this.produced += body.length;
    s.pushFront(body);
    return true;
  }

  private expandEnvEnd(s: TokenStream): boolean {
    const env = this.definedEnvAhead(s);
    if (!env) return false;
    s.readArg();
    if (!this.withinBudget(s)) return true;
    this.expansions += 1;
    this.produced += env.end.length;
    s.pushFront([...env.end]);
    return true;
  }
}

/** \ifSomething that is not a known primitive, \newif switch or one of the few non-conditionals named if...: treated as a switch. */
function isUnknownSwitch(name: string): boolean {
  return /^if[A-Z][A-Za-z@]*$/.test(name) && !/^if(thenelse|blank|strempty|strequal|def|undef|csdef|csundef|bool|toggle|numcomp|dimcomp|defmacro|defparam)$/i.test(name);
}

function argText(tokens: Token[] | null): string {
  return (tokens ?? [])
    .map((t) => (t.t === "text" ? t.v : ""))
    .join("")
    .trim();
}

/** The environment name in a following {name} group, without consuming it. */
function peekEnvName(s: TokenStream): string | null {
  s.skipSpaces();
  const ahead = s.peekAhead(12);
  if (ahead[0]?.t !== "bgroup") return null;
  const close = ahead.findIndex((t) => t.t === "egroup");
  return close < 0 ? null : argText(ahead.slice(1, close));
}

function tokenStartsWith(t: Token, d: Token): boolean {
  if (d.t === "text") return t.t === "text" && t.v.startsWith(d.v[0] ?? "");
  if (d.t === "cs") return t.t === "cs" && t.v === d.v;
  return t.t === d.t;
}

function consumeLiteral(pt: Token, s: TokenStream): boolean {
  if (pt.t === "text") {
    for (const ch of pt.v) {
      const t = s.peek();
      if (t?.t !== "text" || !t.v.startsWith(ch)) return false;
      s.takeChar();
    }
    return true;
  }
  const t = s.peek();
  if (t === undefined || !tokenStartsWith(t, pt)) return false;
  s.next();
  return true;
}

/** xparse argument specifiers we support: m, o, O{default}, s (others read as mandatory). */
function parseXparseSpec(spec: Token[]): { kind: string; dflt: Token[] }[] {
  const out: { kind: string; dflt: Token[] }[] = [];
  for (let i = 0; i < spec.length; i += 1) {
    const t = spec[i] as Token;
    if (t.t === "text") {
      for (const ch of t.v) {
        if (ch === "+" || ch === "!" || ch === " ") continue;
        out.push({ kind: ch, dflt: [] });
      }
    } else if (t.t === "bgroup") {
      // Default of the preceding O{...}: collect to the matching egroup.
      let depth = 1;
      const dflt: Token[] = [];
      for (i += 1; i < spec.length; i += 1) {
        const u = spec[i] as Token;
        if (u.t === "bgroup") depth += 1;
        else if (u.t === "egroup" && (depth -= 1) === 0) break;
        dflt.push(u);
      }
      const last = out[out.length - 1];
      if (last) last.dflt = dflt;
    }
  }
  return out.slice(0, 9);
}

/** Marks that take no mandatory argument and print nothing a listener hears (\xspace has its own soft space). */
const SILENT_MARKS = new Set(["footnotemark", "fnmark", "samethanks", "authornotemark", "tnotemark"]);

function startsWithLetter(t: Token | undefined): boolean {
  return t?.t === "text" && /^\p{L}/u.test(t.v);
}

/**
 * The space TeX swallowed after a text macro ("\hawaii Forest" typesets "Hawai'iForest"): the
 * author meant two words, and a listener needs them apart ("\eg the" too). Kept when the macro
 * ends in a letter, digit or full stop and a word follows, not a suffix the author glued on.
 */
function wordBreak(result: readonly Token[], s: TokenStream): Token[] {
  const last = result[result.length - 1];
  const next = s.peek();
  // "\sno s", "\gan ing": TeX's swallowed space glues a suffix on purpose.
  const suffix = next?.t === "text" && /^(?:s|es|ed|d|ing|er|ers|ly|al)(?!\p{L})/u.test(next.v);
  return last?.t === "text" && /[\p{L}\p{N}.]$/u.test(last.v) && startsWithLetter(next) && !suffix ? [{ t: "space" }] : [];
}

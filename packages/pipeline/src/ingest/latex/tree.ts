import { BREAK_SOURCE, type Token } from "./tokens.js";

/**
 * The document tree both parsers produce and the renderer walks. Macro arguments are not
 * attached: they are the following siblings, read by the renderer with each command's own
 * signature (TeX itself decides arity at use, not at parse).
 */
export type LNode =
  | { type: "text"; v: string }
  | { type: "space" }
  | { type: "par" }
  | { type: "macro"; name: string }
  | { type: "group"; content: LNode[] }
  | { type: "env"; name: string; content: LNode[] }
  | { type: "math"; display: boolean; content: LNode[] }
  | { type: "verb"; v: string; env?: string }
  | { type: "param"; n: number }
  /** Start (dir) or end (null) of an included file: "i:<dir>" for \import, "f:<dir>" for \input. */
  | { type: "dir"; v: string | null };

type Container =
  | { kind: "root"; content: LNode[] }
  | { kind: "group"; content: LNode[]; at: number }
  | { kind: "env"; name: string; content: LNode[] }
  | { kind: "math"; opener: string; display: boolean; content: LNode[] };

/** Commands that start a part of the document: no brace group of the author's spans one. */
const SECTIONING = new Set(["part", "chapter", "section", "subsection"]);

/** Deeper nesting than this is flattened, so walking the tree can never overflow the stack. */
const MAX_NESTING = 150;

/** Reads {name} after \begin / \end from the token list; returns the name and the next index. */
function envNameAt(tokens: readonly Token[], start: number): { name: string; next: number } | null {
  let i = start;
  while (tokens[i]?.t === "space") i += 1;
  if (tokens[i]?.t !== "bgroup") return null;
  let name = "";
  for (i += 1; i < tokens.length && i - start < 20; i += 1) {
    const t = tokens[i] as Token;
    if (t.t === "egroup") return { name: name.trim(), next: i + 1 };
    if (t.t === "text") name += t.v;
    else if (t.t === "space") name += " ";
    else return null;
  }
  return null;
}

/**
 * The hand-written parser: turns expanded tokens into groups, environments and math, recovering
 * from unbalanced input the way TeX's error recovery would (an unmatched \end is ignored, a
 * paragraph break ends inline math, a closing brace closes environments left open inside it).
 * A brace group never closed (its `}` commented out: `\abstract{… %…}`) is closed before the
 * first heading after it: TeX only warns and typesets the rest, but as an argument the group
 * would swallow every section of the paper.
 */
export function buildTree(tokens: readonly Token[]): LNode[] {
  const first = parse(tokens);
  if (first.unclosed.length === 0) return first.nodes;
  const closeAt = new Set<number>();
  for (const at of first.unclosed) {
    const heading = tokens.findIndex((t, i) => i > at && t.t === "cs" && SECTIONING.has(t.v.replace(/\*$/, "")));
    if (heading > 0) closeAt.add(heading);
  }
  if (closeAt.size === 0) return first.nodes;
  const mended: Token[] = [];
  for (const [i, t] of tokens.entries()) {
    if (closeAt.has(i)) mended.push({ t: "egroup" });
    mended.push(t);
  }
  return parse(mended).nodes;
}

function parse(tokens: readonly Token[]): { nodes: LNode[]; unclosed: number[] } {
  /** Where each group still open at the end of the document opened. */
  const unclosed: number[] = [];
  const root: Container = { kind: "root", content: [] };
  const stack: Container[] = [root];
  let flattened = 0;
  const top = () => stack[stack.length - 1] as Container;
  let atEnd = false;
  const closeTop = () => {
    const c = stack.pop() as Container;
    if (c.kind === "group" && atEnd) unclosed.push(c.at);
    const parent = top();
    if (c.kind === "group") parent.content.push({ type: "group", content: c.content });
    else if (c.kind === "env") parent.content.push({ type: "env", name: c.name, content: c.content });
    else if (c.kind === "math") parent.content.push({ type: "math", display: c.display, content: c.content });
  };
  /** Closes containers down to and including index `at` of the stack. */
  const closeTo = (at: number) => {
    while (stack.length - 1 >= at && stack.length > 1) closeTop();
  };
  const findMath = (openers: string[]): number => {
    for (let k = stack.length - 1; k > 0; k -= 1) {
      const c = stack[k] as Container;
      if (c.kind === "math" && openers.includes(c.opener)) return k;
      if (c.kind === "env") return -1;
    }
    return -1;
  };
  const open = (c: Container): boolean => {
    if (stack.length >= MAX_NESTING) return false;
    stack.push(c);
    return true;
  };

  for (let i = 0; i < tokens.length; i += 1) {
    const tok = tokens[i] as Token;
    switch (tok.t) {
      case "bgroup":
        if (!open({ kind: "group", content: [], at: i })) flattened += 1;
        break;
      case "egroup": {
        if (flattened > 0) {
          flattened -= 1;
          break;
        }
        let k = stack.length - 1;
        while (k > 0 && (stack[k] as Container).kind !== "group") k -= 1;
        if (k > 0) closeTo(k);
        break;
      }
      case "mathshift": {
        const at = findMath([tok.v]);
        if (at > 0) closeTo(at);
        else open({ kind: "math", opener: tok.v, display: tok.v === "$$", content: [] });
        break;
      }
      case "par": {
        const at = findMath(["$", "("]);
        if (at > 0) closeTo(at);
        top().content.push({ type: "par" });
        break;
      }
      case "cs": {
        const v = tok.v;
        if (v === "begin" || v === "end") {
          const env = envNameAt(tokens, i + 1);
          if (!env) {
            top().content.push({ type: "macro", name: v });
            break;
          }
          i = env.next - 1;
          if (v === "begin") {
            if (!open({ kind: "env", name: env.name, content: [] })) flattened += 0;
          } else {
            let k = stack.length - 1;
            while (k > 0 && !((stack[k] as Container).kind === "env" && (stack[k] as { name: string }).name === env.name)) k -= 1;
            atEnd = env.name === "document";
            if (k > 0) closeTo(k);
            atEnd = false;
          }
          break;
        }
        if (v === "(" || v === "[") {
          open({ kind: "math", opener: v, display: v === "[", content: [] });
          break;
        }
        if (v === ")" || v === "]") {
          const at = findMath([v === ")" ? "(" : "["]);
          if (at > 0) closeTo(at);
          break;
        }
        top().content.push({ type: "macro", name: v });
        break;
      }
      case "text":
        top().content.push({ type: "text", v: tok.v });
        break;
      case "space":
        top().content.push({ type: "space" });
        break;
      case "tilde":
        top().content.push({ type: "text", v: "\u00a0" });
        break;
      case "param":
        top().content.push({ type: "param", n: tok.n });
        break;
      case "verb":
        top().content.push(tok.env ? { type: "verb", v: tok.v, env: tok.env } : { type: "verb", v: tok.v });
        break;
      case "dir":
        top().content.push({ type: "dir", v: tok.v });
        break;
    }
  }
  atEnd = true;
  closeTo(1);
  return { nodes: root.content, unclosed };
}

/** Nodes written back as LaTeX-ish source (for URLs, file names and option lists). */
export function rawText(nodes: readonly LNode[]): string {
  let out = "";
  for (const n of nodes) {
    switch (n.type) {
      case "text":
        out += n.v === "\u00a0" ? "~" : n.v;
        break;
      case "space":
      case "par":
        out += BREAK_SOURCE[n.type];
        break;
      case "macro":
        out += /^[A-Za-z@]+$/.test(n.name) ? `\\${n.name} ` : `\\${n.name}`;
        break;
      case "group":
        out += `{${rawText(n.content)}}`;
        break;
      case "env":
        out += `\\begin{${n.name}}${rawText(n.content)}\\end{${n.name}}`;
        break;
      case "math":
        out += n.display ? `\\[${rawText(n.content)}\\]` : `$${rawText(n.content)}$`;
        break;
      case "verb":
        out += n.v;
        break;
      case "param":
        out += `#${n.n}`;
        break;
      case "dir":
        break;
    }
  }
  return out;
}

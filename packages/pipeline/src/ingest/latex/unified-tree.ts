import type * as Ast from "@unified-latex/unified-latex-types";
import { parse } from "@unified-latex/unified-latex-util-parse";
import { DIR_POP, DIR_PUSH, tokensToSource, type Token } from "./tokens.js";
import type { LNode } from "./tree.js";

/**
 * The evaluated alternative to tree.ts: the same expanded tokens are written back as source,
 * parsed by @unified-latex, and its AST is converted to our tree (attached arguments become
 * the following siblings again), so the renderer and everything after it are shared and the
 * comparison is about the parser alone. See README.md for the measurements.
 */
export function unifiedTree(tokens: readonly Token[]): LNode[] {
  const root = parse(tokensToSource(tokens));
  return convertList(root.content, 0);
}

/** Characters our tree keeps as nodes of their own (argument delimiters and scripts), as tree.ts does. */
const SINGLE = new Set(["[", "]", "*", "^", "_"]);

/**
 * unified-latex splits text into words and punctuation; runs are joined again (keeping the
 * delimiter characters apart) so typography like `` '' and -- sees whole runs, as with our tokens.
 */
function mergeText(nodes: LNode[]): LNode[] {
  const out: LNode[] = [];
  for (const n of nodes) {
    const last = out[out.length - 1];
    if (n.type === "text" && last?.type === "text" && !SINGLE.has(n.v) && !SINGLE.has(last.v) && n.v !== "\u00a0" && last.v !== "\u00a0") {
      out[out.length - 1] = { type: "text", v: last.v + n.v };
    } else out.push(n);
  }
  return out;
}

function convertList(nodes: readonly Ast.Node[], depth: number): LNode[] {
  return mergeText(convertRaw(nodes, depth));
}

function convertRaw(nodes: readonly Ast.Node[], depth: number): LNode[] {
  const out: LNode[] = [];
  for (let i = 0; i < nodes.length; i += 1) {
    const n = nodes[i] as Ast.Node;
    // Our import markers come back as macros: \lecternpushdir{dir} and \lecternpopdir.
    if (n.type === "macro" && n.content === DIR_PUSH) {
      const next = nodes[i + 1];
      if (next?.type === "group") {
        out.push({ type: "dir", v: next.content.map((c) => (c.type === "string" ? c.content : "")).join("") });
        i += 1;
      }
      continue;
    }
    if (n.type === "macro" && n.content === DIR_POP) {
      out.push({ type: "dir", v: null });
      continue;
    }
    out.push(...convert(n, depth));
  }
  return out;
}

function convertArgs(args: readonly Ast.Argument[] | undefined, depth: number): LNode[] {
  const out: LNode[] = [];
  for (const a of args ?? []) {
    if (a.openMark === "" && a.content.length === 0) continue;
    const inner = convertList(a.content, depth + 1);
    if (a.openMark === "{") out.push({ type: "group", content: inner });
    else if (a.openMark === "") {
      const only = a.content[0];
      if (a.content.length === 1 && only?.type === "string" && only.content === "*") out.push({ type: "text", v: "*" });
      else out.push({ type: "group", content: inner });
    } else out.push({ type: "text", v: a.openMark }, ...inner, { type: "text", v: a.closeMark });
  }
  return out;
}

function convert(n: Ast.Node, depth: number): LNode[] {
  if (depth > 140) return [];
  switch (n.type) {
    case "root":
      return convertList(n.content, depth + 1);
    case "string":
      return [{ type: "text", v: n.content === "~" ? "\u00a0" : n.content }];
    case "whitespace":
      return [{ type: "space" }];
    case "parbreak":
      return [{ type: "par" }];
    case "comment":
      return [];
    case "macro": {
      // In math, ^ and _ are macros for unified-latex; our math reader expects characters.
      const head: LNode = n.content === "^" || n.content === "_" ? { type: "text", v: n.content } : { type: "macro", name: n.content };
      return [head, ...convertArgs(n.args, depth)];
    }
    case "environment":
    case "mathenv": {
      // mathenv names arrive as a string node in practice, despite the declared type.
      const env: unknown = n.env;
      const name = typeof env === "string" ? env : typeof env === "object" && env !== null && "content" in env && typeof env.content === "string" ? env.content : "";
      return [{ type: "env", name, content: [...convertArgs(n.args, depth), ...convertList(n.content, depth + 1)] }];
    }
    case "verbatim":
      return [{ type: "verb", v: n.content, env: n.env }];
    case "verb":
      return [{ type: "verb", v: n.content }];
    case "inlinemath":
      return [{ type: "math", display: false, content: convertList(n.content, depth + 1) }];
    case "displaymath":
      return [{ type: "math", display: true, content: convertList(n.content, depth + 1) }];
    case "group":
      return [{ type: "group", content: convertList(n.content, depth + 1) }];
    default:
      return [];
  }
}

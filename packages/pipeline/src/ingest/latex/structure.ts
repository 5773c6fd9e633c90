import { Cursor } from "./cursor.js";
import { textOf } from "./labels.js";
import type { LNode } from "./tree.js";

export interface DocumentParts {
  preamble: LNode[];
  body: LNode[];
  /** Preamble then body (what TeX reads; anything after \end{document} is ignored). */
  all: LNode[];
}

/** Splits the tree at the document environment. */
export function documentParts(tree: LNode[]): DocumentParts {
  const at = tree.findIndex((n) => n.type === "env" && n.name === "document");
  if (at < 0) return { preamble: [], body: tree, all: tree };
  const preamble = tree.slice(0, at);
  const body = (tree[at] as { content: LNode[] }).content;
  return { preamble, body, all: [...preamble, ...body] };
}

export interface DocumentFacts {
  /** \newtheorem environments → printed titles. */
  theorems: Map<string, string>;
  /** \graphicspath folders, without trailing slashes. */
  graphicsPaths: string[];
  /** The document uses \chapter. */
  chapters: boolean;
  /** Names given to \bibliography / \addbibresource. */
  bibNames: string[];
}

/** Declarations the renderer needs before it starts: theorems, graphics paths, bibliography files. */
export function scanDocument(all: readonly LNode[], body: readonly LNode[]): DocumentFacts {
  const facts: DocumentFacts = { theorems: new Map(), graphicsPaths: [], chapters: false, bibNames: [] };
  const visit = (nodes: readonly LNode[], depth: number) => {
    if (depth > 60) return;
    const c = new Cursor(nodes);
    while (!c.done) {
      const n = c.next() as LNode;
      if (n.type === "group" || n.type === "env") {
        visit(n.content, depth + 1);
        continue;
      }
      if (n.type !== "macro") continue;
      if (n.name === "newtheorem") {
        const [, env, , title] = c.readSpec("smom");
        const name = textOf(env);
        if (name) facts.theorems.set(name, textOf(title) || name);
      } else if (n.name === "graphicspath") {
        const arg = c.readArg() ?? [];
        const groups = arg.filter((a): a is { type: "group"; content: LNode[] } => a.type === "group");
        const dirs = groups.length > 0 ? groups.map((g) => textOf(g.content)) : [textOf(arg)];
        for (const d of dirs) {
          const clean = d.replace(/^\.\//, "").replace(/\/+$/, "");
          if (clean !== "" && clean !== "." && !facts.graphicsPaths.includes(clean)) facts.graphicsPaths.push(clean);
        }
      } else if (n.name === "bibliography" || n.name === "addbibresource" || n.name === "defaultbibliography" || n.name === "nobibliography") {
        if (n.name === "addbibresource") c.readOptional();
        for (const name of textOf(c.readArg()).split(",")) if (name.trim() !== "") facts.bibNames.push(name.trim());
      }
    }
  };
  visit(all, 0);
  const hasChapter = (nodes: readonly LNode[], depth: number): boolean =>
    depth < 20 && nodes.some((n) => (n.type === "macro" && n.name === "chapter") || ((n.type === "group" || n.type === "env") && hasChapter(n.content, depth + 1)));
  facts.chapters = hasChapter(body, 0);
  return facts;
}

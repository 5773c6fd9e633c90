import { describe, expect, it } from "vitest";
import { stripComments } from "./strip-comments.js";
import { tokenize } from "./tokenize.js";
import { buildTree, type LNode } from "./tree.js";

const tree = (source: string) => buildTree(tokenize(stripComments(source)));
const macros = (nodes: readonly LNode[]) => nodes.filter((n) => n.type === "macro").map((n) => (n.type === "macro" ? n.name : ""));

describe("buildTree", () => {
  it("closes a brace group left open to the end of the document before the first heading after it", () => {
    // The abstract's closing brace sits on a commented line: TeX only warns, the paper still has sections.
    const [doc] = tree(String.raw`\begin{document}\abstract{We estimate grades.
%Finally, a corollary.}
\section*{Introduction}Climbing grades matter.\section{Results}The slope is 0.85.\end{document}`);
    expect(doc?.type).toBe("env");
    const body = doc?.type === "env" ? doc.content : [];
    expect(macros(body)).toEqual(["abstract", "section", "section"]);
    const group = body.find((n) => n.type === "group");
    expect(group?.type === "group" ? group.content.some((n) => n.type === "macro" && n.name === "section") : true).toBe(false);
  });

  it("keeps a heading inside a group the author closed (Pandoc's hypertarget)", () => {
    const [doc] = tree(String.raw`\begin{document}\hypertarget{intro}{\section{Introduction}\label{intro}}Text.\end{document}`);
    const body = doc?.type === "env" ? doc.content : [];
    const groups = body.filter((n) => n.type === "group");
    expect(groups).toHaveLength(2);
    expect(macros(groups[1]?.type === "group" ? groups[1].content : [])).toContain("section");
  });
});

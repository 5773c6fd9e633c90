import { describe, expect, it } from "vitest";
import { collectLabels, type LabelTarget } from "./labels.js";
import { MacroExpander } from "./macro-expand.js";
import { expanderOptions } from "./protected.js";
import { documentParts } from "./structure.js";
import { tokenize } from "./tokenize.js";
import { buildTree } from "./tree.js";
import { Warnings } from "./warnings.js";

/** Parses a document as ingest-latex.ts does and collects its labels. */
function labelsOf(body: string, preamble = ""): Map<string, LabelTarget> {
  const expander = new MacroExpander(expanderOptions(), new Warnings());
  const source = `\\documentclass{article}\n${preamble}\n\\begin{document}\n${body}\n\\end{document}\n`;
  const parts = documentParts(buildTree(expander.expand(tokenize(source))));
  return collectLabels(parts.body, parts.preamble);
}

/** Each label as "Kind number", e.g. "Figure 2a". */
function numbers(body: string, preamble = ""): Record<string, string> {
  return Object.fromEntries([...labelsOf(body, preamble)].map(([key, t]) => [key, `${t.kind} ${t.num ?? "-"}`]));
}

describe("collectLabels", () => {
  it("numbers sections and subsections, skipping starred ones", () => {
    const body = String.raw`
      \section{Introduction}\label{sec:intro}
      \subsection{Background}\label{sec:bg}
      \subsection{Aims}\label{sec:aims}
      \section*{Unnumbered}\label{sec:star}
      \section{Method\label{sec:method}}
      \subsubsection{Detail}\label{sec:detail}`;
    expect(numbers(body)).toEqual({
      "sec:intro": "Section 1",
      "sec:bg": "Section 1.1",
      "sec:aims": "Section 1.2",
      "sec:star": "Section -",
      "sec:method": "Section 2",
      "sec:detail": "Section 2.0.1",
    });
  });

  it("keeps a section's title for \\nameref", () => {
    const target = labelsOf(String.raw`\section{Results}\label{sec:res}`).get("sec:res");
    expect(target?.title).toEqual([{ type: "text", v: "Results" }]);
  });

  it("numbers figures and tables apart, with subfigure letters from the main caption", () => {
    const body = String.raw`
      \begin{figure}\includegraphics{a}\caption{A}\label{fig:a}\end{figure}
      \begin{table}\caption{T}\label{tab:t}\end{table}
      \begin{figure*}
        \begin{subfigure}{0.5\textwidth}\includegraphics{b}\caption{B}\label{fig:b1}\end{subfigure}
        \begin{subfigure}{0.5\textwidth}\includegraphics{c}\caption{C}\label{fig:b2}\end{subfigure}
        \caption{Both}\label{fig:b}
      \end{figure*}
      \begin{table}\caption{U}\label{tab:u}\end{table}
      \captionof{table}{Loose}\label{tab:loose}`;
    expect(numbers(body)).toEqual({
      "fig:a": "Figure 1",
      "tab:t": "Table 1",
      "fig:b1": "Figure 2a",
      "fig:b2": "Figure 2b",
      "fig:b": "Figure 2",
      "tab:u": "Table 2",
      "tab:loose": "Table 3",
    });
  });

  it("numbers equations row by row, with \\nonumber, \\tag and subequations", () => {
    const body = String.raw`
      \begin{equation}E=mc^2\label{eq:one}\end{equation}
      \begin{equation*}x\end{equation*}
      \begin{align}a&=b\label{eq:two}\\ c&=d\nonumber\\ e&=f\label{eq:three}\end{align}
      \begin{equation}y\tag{*}\label{eq:tagged}\end{equation}
      \begin{subequations}\label{eq:group}
        \begin{align}p\label{eq:p}\\ q\label{eq:q}\end{align}
      \end{subequations}
      \begin{equation}\begin{split}r\label{eq:split}\end{split}\end{equation}`;
    expect(numbers(body)).toEqual({
      "eq:one": "Equation 1",
      "eq:two": "Equation 2",
      "eq:three": "Equation 3",
      "eq:tagged": "Equation *",
      "eq:group": "Equation 4",
      "eq:p": "Equation 4a",
      "eq:q": "Equation 4b",
      "eq:split": "Equation 5",
    });
  });

  it("letters appendix sections", () => {
    const body = String.raw`
      \section{Main}\label{sec:main}
      \appendix
      \section{Proofs}\label{app:proofs}
      \subsection{Lemma}\label{app:lemma}
      \section{Data}\label{app:data}`;
    expect(numbers(body)).toEqual({
      "sec:main": "Section 1",
      "app:proofs": "Appendix A",
      "app:lemma": "Appendix A.1",
      "app:data": "Appendix B",
    });
  });

  it("numbers theorems declared in the preamble, sharing a counter when asked", () => {
    const preamble = String.raw`\newtheorem{thm}{Theorem}\newtheorem{lem}[thm]{Lemma}`;
    const body = String.raw`
      \begin{thm}\label{thm:a}A\end{thm}
      \begin{lem}\label{lem:b}B\end{lem}
      \begin{lemma}\label{lem:builtin}C\end{lemma}
      \begin{enumerate}\item\label{it:a} one \item\label{it:b} two\end{enumerate}`;
    expect(numbers(body, preamble)).toEqual({
      "thm:a": "Theorem 1",
      "lem:b": "Lemma 2",
      "lem:builtin": "Lemma 1",
      "it:a": "Item 1",
      "it:b": "Item 2",
    });
  });

  it("records nothing for a \\ref to an unknown label or an empty \\label", () => {
    const labels = labelsOf(String.raw`\section{Intro}\label{sec:intro} See \ref{sec:missing}.\label{}`);
    expect([...labels.keys()]).toEqual(["sec:intro"]);
    expect(labels.get("sec:missing")).toBeUndefined();
  });
});

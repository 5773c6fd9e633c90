import { DROP_ENVS, FIGURE_ENVS, knownCommandNames, MATH_ENVS } from "./commands.js";
import type { ExpandOptions } from "./macro-expand.js";

/** Commands whose meaning the renderer and front-matter reader rely on; a paper's redefinition of them is not expanded. */
const STRUCTURAL = [
  "section", "subsection", "subsubsection", "paragraph", "subparagraph", "chapter", "part", "caption", "subcaption", "captionof",
  "label", "ref", "eqref", "autoref", "cref", "Cref", "pageref", "nameref", "cite", "citep", "citet", "citealp", "citealt",
  "citeauthor", "citeyear", "parencite", "textcite", "autocite", "includegraphics", "begin", "end", "item", "title", "author",
  "date", "abstract", "thanks", "footnote", "appendix", "maketitle", "bibliography", "bibitem", "input", "include", "icmltitle",
  "icmlauthor", "and", "And", "AND", "IEEEauthorblockN", "IEEEauthorblockA", "affiliation", "affil", "address", "institute",
  "email", "newblock", "par", "\\", "url", "href", "graphicspath", "newacronym", "acro", "gls", "documentclass", "usepackage",
  "newcommand", "renewcommand", "def", "let", "newenvironment", "subfloat", "subcaptionbox", "acknowledgments",
  "acknowledgements", "printbibliography", "newtheorem",
];

const STRUCTURAL_ENVS = [
  "document", "abstract", "thebibliography", "CSLReferences", "itemize", "enumerate", "description", "appendices", "subfigure", "subtable",
  "minipage", "acknowledgments", "acknowledgements", "acks",
];

/** What the macro expander may and may not expand, derived from what the renderer understands. */
export function expanderOptions(): ExpandOptions {
  return {
    protectedNames: new Set(STRUCTURAL),
    protectedEnvs: new Set([...STRUCTURAL_ENVS, ...FIGURE_ENVS, ...DROP_ENVS, ...MATH_ENVS]),
    knownNames: knownCommandNames(STRUCTURAL),
  };
}

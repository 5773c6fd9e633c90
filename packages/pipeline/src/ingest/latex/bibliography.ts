import path from "node:path";
import { CitationIndex } from "./citations.js";
import type { ProjectRoot } from "./source-files.js";
import { stripComments } from "./strip-comments.js";
import type { LNode } from "./tree.js";

export interface Bibliography {
  citations: CitationIndex;
  /** The compiled bibliography (.bbl) as a tree, for the references section. */
  bbl: LNode[] | null;
}

function findIn(root: ProjectRoot, dir: string, name: string): string | null {
  const abs = root.resolve(name, dir);
  return abs !== null && root.isFile(abs) ? abs : null;
}

/**
 * The bibliography as far as the upload has it: the .bbl BibTeX produced (named after the main
 * file, or after \bibliography's argument) and the .bib files, for reference text and for naming
 * authors in \citet. Inline thebibliography environments are read too.
 */
export function loadBibliographies(root: ProjectRoot, mainFile: string, all: readonly LNode[], bibNames: readonly string[], parse: (text: string) => LNode[]): Bibliography {
  const citations = new CitationIndex();
  const dir = path.dirname(mainFile);
  const stem = path.basename(mainFile).replace(/\.[^.]+$/, "");
  let bbl: LNode[] | null = null;
  for (const name of [stem, ...bibNames.map((b) => b.replace(/\.bib$/i, ""))]) {
    const file = findIn(root, dir, `${name}.bbl`);
    const text = file ? root.readText(file) : null;
    if (text !== null) {
      bbl = parse(stripComments(text));
      break;
    }
  }
  citations.addBibitems(all);
  if (bbl) citations.addBibitems(bbl);
  for (const name of bibNames) {
    const file = findIn(root, dir, /\.bib$/i.test(name) ? name : `${name}.bib`);
    const text = file ? root.readText(file) : null;
    if (text !== null) citations.addBib(text);
  }
  return { citations, bbl };
}

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** ../shared/corpus beside the repository: real papers written by others, the subject of the corpus tests. */
export const CORPUS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../shared/corpus");

/**
 * True when a suite whose subject is the real-paper corpus must skip because this clone has no
 * corpus beside it; says so in one line, so a skip is never silent. Every other test runs on the
 * house papers and needs nothing outside the repository.
 */
export function withoutCorpus(suite: string): boolean {
  if (fs.existsSync(CORPUS_DIR)) return false;
  console.warn(`[tests] skipped "${suite}": its subject is the real-paper corpus, and ${CORPUS_DIR} is not here.`);
  return true;
}

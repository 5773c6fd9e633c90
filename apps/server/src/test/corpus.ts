import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** ../shared/corpus beside the repository: real papers written by others. */
export const CORPUS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../shared/corpus");

export function corpusFile(name: string): Buffer {
  return fs.readFileSync(path.join(CORPUS_DIR, name));
}

export const corpusAvailable = fs.existsSync(CORPUS_DIR);
if (!corpusAvailable) console.warn(`[tests] ${CORPUS_DIR} is absent: corpus-based tests are skipped.`);

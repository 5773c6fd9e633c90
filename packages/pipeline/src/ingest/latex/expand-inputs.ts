import path from "node:path";
import { LATEX_LIMITS } from "./limits.js";
import type { ProjectRoot } from "./source-files.js";
import { stripComments } from "./strip-comments.js";
import type { Warnings } from "./warnings.js";

/** Marks in expanded source: \u0001<kind>:<dir>\u0001 opens an included file, \u0002 closes it. */
export const DIR_OPEN = "\u0001";
export const DIR_CLOSE = "\u0002";

const INCLUDE_RE =
  /\\(input|include|subfile|InputIfFileExists|import|subimport|inputfrom|subinputfrom|includefrom|subincludefrom)\*?(?![A-Za-z@])/g;
const MAX_INCLUDES = 3000;
const NOT_TEXT = /\.(pdf|png|jpe?g|gif|eps|ps|svg|bmp|tiff?|zip|gz|tar|bbl|bib|cls|bst)$/i;

export interface ExpandedSource {
  text: string;
  /** Local .sty files named by \usepackage, comment-stripped, for harvesting simple macro definitions. */
  packages: string[];
  /** Files read, relative to the project root. */
  files: string[];
}

/** Reads a brace group starting at `at` (which must be "{"): its inner text and the index after it. */
export function readBraced(text: string, at: number): { inner: string; end: number } | null {
  if (text[at] !== "{") return null;
  let depth = 0;
  for (let i = at; i < text.length && i - at < 4096; i += 1) {
    const ch = text[i];
    if (ch === "\\") i += 1;
    else if (ch === "{") depth += 1;
    else if (ch === "}" && (depth -= 1) === 0) return { inner: text.slice(at + 1, i), end: i + 1 };
  }
  return null;
}

function skipSpaces(text: string, at: number): number {
  let i = at;
  while (i < text.length && /\s/.test(text[i] ?? "")) i += 1;
  return i;
}

/** Only the body of a standalone sub-document (\subfile targets carry their own preamble). */
function documentBody(text: string): string {
  const begin = /\\begin\s*\{document\}/.exec(text);
  if (!begin) return text;
  const rest = text.slice(begin.index + begin[0].length);
  const end = /\\end\s*\{document\}/.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/**
 * Inlines \input, \include, \subfile and \import/\subimport (and their relatives) recursively,
 * the way TeX finds them: names relative to the main file's folder, `.tex` added when missing,
 * \import paths relative to the importing folder. Anything resolving outside the project is
 * ignored with a warning and never read; cycles, depth and total size are bounded.
 */
export function expandInputs(root: ProjectRoot, mainFile: string, warnings: Warnings): ExpandedSource {
  const mainDir = path.dirname(mainFile);
  const files: string[] = [];
  let total = 0;
  let includes = 0;

  const findFile = (name: string, bases: string[]): string | null => {
    const clean = name.trim().replace(/^"(.*)"$/, "$1");
    if (clean === "") return null;
    for (const base of bases) {
      for (const candidate of /\.[A-Za-z]{1,4}$/.test(clean) && !/\.(tex|ltx)$/i.test(clean) ? [clean, `${clean}.tex`] : /\.(tex|ltx)$/i.test(clean) ? [clean] : [`${clean}.tex`, clean]) {
        const abs = root.resolve(candidate, base);
        if (abs === null) return null;
        if (root.isFile(abs)) return abs;
        // Case differences (Windows authors): look the name up in its folder.
        const dir = path.dirname(abs);
        const lower = path.basename(abs).toLowerCase();
        const hit = root.list(dir).find((n) => n.toLowerCase() === lower);
        if (hit && root.isFile(path.join(dir, hit))) return path.join(dir, hit);
      }
    }
    return null;
  };

  const expandFile = (abs: string, stack: string[], importDir: string | null, bodyOnly: boolean): string => {
    if (stack.includes(abs)) {
      warnings.add(`Include cycle ignored: ${root.rel(abs)} includes itself.`);
      return "";
    }
    if (stack.length > LATEX_LIMITS.maxIncludeDepth) {
      warnings.add(`Includes nested deeper than ${LATEX_LIMITS.maxIncludeDepth} levels were ignored.`);
      return "";
    }
    if (includes >= MAX_INCLUDES || total >= LATEX_LIMITS.maxExpandedChars) {
      warnings.add("The LaTeX source is too large; some included files were left out.");
      return "";
    }
    includes += 1;
    const raw = root.readText(abs);
    if (raw === null) {
      warnings.add(`Could not read ${root.rel(abs)}.`);
      return "";
    }
    if (total + raw.length > LATEX_LIMITS.maxExpandedChars) {
      warnings.add("The LaTeX source is too large; some included files were left out.");
      return "";
    }
    total += raw.length;
    files.push(root.rel(abs));
    let text = stripComments(raw);
    if (bodyOnly) text = documentBody(text);
    return expandText(text, [...stack, abs], path.dirname(abs), importDir);
  };

  const expandText = (text: string, stack: string[], fileDir: string, importDir: string | null): string => {
    let out = "";
    let last = 0;
    INCLUDE_RE.lastIndex = 0;
    const matches = [...text.matchAll(INCLUDE_RE)];
    for (const m of matches) {
      const at = m.index ?? 0;
      if (at < last) continue;
      const command = m[1] ?? "input";
      let i = skipSpaces(text, at + m[0].length);
      let dirArg: string | null = null;
      if (/import|from/.test(command)) {
        const first = readBraced(text, i);
        if (!first) continue;
        dirArg = first.inner;
        i = skipSpaces(text, first.end);
      }
      let name: string;
      const arg = readBraced(text, i);
      if (arg) {
        name = arg.inner;
        i = arg.end;
      } else if (command === "input") {
        // Plain TeX form: \input file.tex (name ends at a space or a special character).
        const bare = /^[^\s{}\\%]+/.exec(text.slice(i));
        if (!bare) continue;
        name = bare[0];
        i += bare[0].length;
      } else continue;
      if (command === "InputIfFileExists") {
        // \InputIfFileExists{file}{then}{else}: the "then" code stays, the else branch goes.
        const thenArg = readBraced(text, skipSpaces(text, i));
        if (thenArg) {
          const elseArg = readBraced(text, skipSpaces(text, thenArg.end));
          i = elseArg ? elseArg.end : thenArg.end;
        }
      }
      out += text.slice(last, at);
      last = i;
      if (/[\\#$]/.test(name) || NOT_TEXT.test(name.trim())) continue;

      let bases: string[];
      let nextImport = importDir;
      if (dirArg !== null) {
        const sub = command.startsWith("sub");
        const dirAbs = root.resolve(dirArg.trim() || ".", sub ? fileDir : (importDir ?? mainDir));
        if (dirAbs === null) {
          warnings.add(`Ignored an include outside the project: ${dirArg.slice(0, 80)}${name.slice(0, 80)}`);
          continue;
        }
        bases = [dirAbs];
        nextImport = dirAbs;
      } else {
        bases = importDir ? [importDir, mainDir, fileDir] : [mainDir, fileDir];
      }
      if (root.resolve(name.trim().replace(/^"(.*)"$/, "$1"), bases[0]) === null) {
        warnings.add(`Ignored an include outside the project: ${name.trim().slice(0, 120)}`);
        continue;
      }
      const found = findFile(name, bases);
      if (found === null) {
        warnings.add(`Included file not found: ${name.trim().slice(0, 120)}`);
        continue;
      }
      const inner = expandFile(found, stack, nextImport, command === "subfile");
      const kind = dirArg !== null ? "i" : "f";
      // \include starts a new page, so its text is a paragraph of its own.
      const par = command === "include" ? "\n\n" : "";
      out += `${par}${DIR_OPEN}${kind}:${root.rel(path.dirname(found))}${DIR_OPEN}${inner}${DIR_CLOSE}${par}`;
    }
    out += text.slice(last);
    return out;
  };

  const text = expandFile(mainFile, [], null, false);
  const packages: string[] = [];
  for (const m of text.matchAll(/\\usepackage\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}/g)) {
    for (const name of (m[1] ?? "").split(",")) {
      const file = findFile(`${name.trim()}.sty`, [mainDir]);
      if (!file) continue;
      const sty = root.readText(file);
      // A copy of a CTAN package (large, or written in expl3) defines internals, not the paper's shorthands.
      if (sty !== null && sty.length < 100_000 && !/\\ProvidesExplPackage|\\ExplSyntaxOn/.test(sty)) packages.push(stripComments(sty));
    }
  }
  return { text, packages, files };
}

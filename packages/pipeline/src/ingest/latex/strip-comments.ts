const VERBATIM_ENVS = ["verbatim", "verbatim*", "Verbatim", "BVerbatim", "lstlisting", "minted", "alltt", "filecontents", "filecontents*"];
const URL_LIKE = /^\\(?:url|href|path|nolinkurl)\s*\{/;

/** Where a `%` comment starts on this line, or -1 (escaped `\%`, \verb and \url arguments are not comments). */
function commentStart(line: string): number {
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (ch === "%") return i;
    if (ch !== "\\") continue;
    const rest = line.slice(i, i + 10);
    const verb = /^\\verb\*?([^A-Za-z\s*])/.exec(rest);
    if (verb?.[1]) {
      const close = line.indexOf(verb[1], i + verb[0].length);
      if (close < 0) return -1;
      i = close;
      continue;
    }
    const url = URL_LIKE.exec(line.slice(i, i + 16));
    if (url) {
      // A URL may hold a literal % (TeX reads \url's argument verbatim): skip to its closing brace.
      let depth = 0;
      let j = i + url[0].length - 1;
      for (; j < line.length; j += 1) {
        if (line[j] === "{") depth += 1;
        else if (line[j] === "}" && (depth -= 1) === 0) break;
      }
      if (j < line.length) {
        i = j;
        continue;
      }
    }
    i += 1; // skip the escaped character (\%, \\, \{ ...)
  }
  return -1;
}

/**
 * Removes `%` comments the way TeX reads them: a comment also eats its end of line (so
 * "foo%\nbar" is "foobar") and a line holding only a comment does not make a blank line.
 * `comment` environments are dropped; verbatim-like environments are left untouched.
 */
export function stripComments(source: string): string {
  const lines = source.split(/\r\n|\r|\n/);
  const out: string[] = [];
  let verbatimEnd: string | null = null;
  let inCommentEnv = false;
  for (let n = 0; n < lines.length; n += 1) {
    const line = lines[n] ?? "";
    if (inCommentEnv) {
      if (/\\end\s*\{comment\}/.test(line)) inCommentEnv = false;
      continue;
    }
    if (verbatimEnd !== null) {
      out.push(line, "\n");
      if (line.includes(verbatimEnd)) verbatimEnd = null;
      continue;
    }
    if (/^\s*\\begin\s*\{comment\}/.test(line)) {
      inCommentEnv = !/\\end\s*\{comment\}/.test(line);
      continue;
    }
    const at = commentStart(line);
    const content = at < 0 ? line : line.slice(0, at);
    const verb = /\\begin\s*\{([A-Za-z]+\*?)\}/.exec(content);
    if (verb?.[1] && VERBATIM_ENVS.includes(verb[1]) && !content.includes(`\\end{${verb[1]}}`)) {
      verbatimEnd = `\\end{${verb[1]}}`;
    }
    if (at < 0) {
      out.push(content, "\n");
      continue;
    }
    out.push(content);
    // The comment ate the end of line; a following blank line must still end the paragraph.
    const next = lines[n + 1];
    if (next !== undefined && next.trim() === "") out.push("\n");
    else if (next !== undefined) {
      // TeX skips the next line's leading spaces anyway; drop them so nothing is inserted.
      lines[n + 1] = next.replace(/^[ \t]+/, "");
    }
  }
  return out.join("");
}

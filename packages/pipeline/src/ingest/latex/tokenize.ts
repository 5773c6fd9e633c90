import { DIR_CLOSE, DIR_OPEN } from "./expand-inputs.js";
import type { Token } from "./tokens.js";

/** Environments whose body is taken verbatim (never tokenised or expanded). */
export const VERBATIM_ENVS = new Set(["verbatim", "verbatim*", "Verbatim", "BVerbatim", "lstlisting", "minted", "filecontents", "filecontents*", "comment"]);

/** Characters that end a text run; the single-character ones become tokens of their own. */
const SPECIAL = new Set(["\\", "{", "}", "$", "~", "#", "[", "]", "^", "_", "*", " ", "\t", "\n", "\r", "\f", DIR_OPEN, DIR_CLOSE]);
const SINGLE = new Set(["[", "]", "^", "_", "*"]);

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && ((ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || ch === "@");
}

/**
 * Splits LaTeX source (comments already removed) into tokens the way TeX's eyes do: control
 * words swallow the spaces after them, a blank line is a paragraph break, other whitespace is
 * one space. Verbatim environments and \verb are kept as raw text.
 */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const n = src.length;
  let i = 0;
  while (i < n) {
    const ch = src[i] as string;
    if (ch === "\\") {
      const next = src[i + 1];
      if (next === undefined) {
        i += 1;
        continue;
      }
      if (isLetter(next)) {
        let j = i + 1;
        while (j < n && isLetter(src[j])) j += 1;
        const name = src.slice(i + 1, j);
        i = j;
        if (name === "@") {
          // Outside \makeatletter "\@" is a control symbol: the spaces after it count.
          out.push({ t: "cs", v: "@" });
          continue;
        }
        if (name === "lstinline" || name === "mintinline") {
          // \lstinline[opts]|code| and \mintinline{lang}|code| take a delimited verbatim argument.
          const m = /^(\[[^\]\n]*\]|\{[A-Za-z0-9+#-]*\})?([^\sA-Za-z{])/.exec(src.slice(i, i + 80));
          if (m?.[2] && (name === "lstinline" || m[1]?.startsWith("{"))) {
            const start = i + m[0].length;
            const close = src.indexOf(m[2], start);
            if (close > 0 && !src.slice(start, close).includes("\n")) {
              out.push({ t: "verb", v: src.slice(start, close) });
              i = close + 1;
              continue;
            }
          }
        }
        if (name === "verb" && (src[i] === "*" || (src[i] !== undefined && !/[A-Za-z\s]/.test(src[i] as string)))) {
          if (src[i] === "*") i += 1;
          const delim = src[i] as string;
          const close = src.indexOf(delim, i + 1);
          const end = close < 0 || src.slice(i + 1, close).includes("\n") ? i + 1 : close;
          out.push({ t: "verb", v: src.slice(i + 1, end) });
          i = end + 1;
          continue;
        }
        // Spaces after a control word are skipped, and one end of line with them; a blank line stays a par.
        let k = i;
        let newlines = 0;
        while (k < n && (src[k] === " " || src[k] === "\t" || src[k] === "\n" || src[k] === "\r")) {
          if (src[k] === "\n") newlines += 1;
          k += 1;
        }
        out.push(k > i && newlines < 2 ? { t: "cs", v: name, spaced: true } : { t: "cs", v: name });
        if (newlines < 2) i = k;
        if (name === "begin") {
          const m = /^\s*\{([A-Za-z]+\*?)\}/.exec(src.slice(i, i + 40));
          if (m?.[1] && VERBATIM_ENVS.has(m[1])) {
            const bodyStart = i + m[0].length;
            const endMark = `\\end{${m[1]}}`;
            const endAt = src.indexOf(endMark, bodyStart);
            const stop = endAt < 0 ? n : endAt;
            out.pop();
            out.push({ t: "verb", v: src.slice(bodyStart, stop), env: m[1] });
            i = endAt < 0 ? n : endAt + endMark.length;
          }
        }
        continue;
      }
      // Control symbol; "\ " and "\<newline>" are a control space.
      out.push({ t: "cs", v: next === "\n" || next === "\r" || next === "\t" ? " " : next });
      i += 2;
      continue;
    }
    if (ch === "{") {
      out.push({ t: "bgroup" });
      i += 1;
    } else if (ch === "}") {
      out.push({ t: "egroup" });
      i += 1;
    } else if (ch === "$") {
      if (src[i + 1] === "$") {
        out.push({ t: "mathshift", v: "$$" });
        i += 2;
      } else {
        out.push({ t: "mathshift", v: "$" });
        i += 1;
      }
    } else if (ch === "~") {
      out.push({ t: "tilde" });
      i += 1;
    } else if (ch === "#") {
      const d = src[i + 1];
      if (d !== undefined && d >= "1" && d <= "9") {
        out.push({ t: "param", n: Number(d) });
        i += 2;
      } else if (d === "#") {
        out.push({ t: "text", v: "#" });
        i += 2;
      } else {
        out.push({ t: "text", v: "#" });
        i += 1;
      }
    } else if (ch === " " || ch === "\t" || ch === "\n" || ch === "\r" || ch === "\f") {
      let newlines = 0;
      while (i < n && (src[i] === " " || src[i] === "\t" || src[i] === "\n" || src[i] === "\r" || src[i] === "\f")) {
        if (src[i] === "\n") newlines += 1;
        i += 1;
      }
      out.push(newlines >= 2 ? { t: "par" } : { t: "space" });
    } else if (ch === DIR_OPEN) {
      const close = src.indexOf(DIR_OPEN, i + 1);
      const end = close < 0 ? n : close;
      out.push({ t: "dir", v: src.slice(i + 1, end) });
      i = end + 1;
    } else if (ch === DIR_CLOSE) {
      out.push({ t: "dir", v: null });
      i += 1;
    } else if (SINGLE.has(ch)) {
      out.push({ t: "text", v: ch });
      i += 1;
    } else {
      let j = i + 1;
      while (j < n && !SPECIAL.has(src[j] as string)) j += 1;
      out.push({ t: "text", v: src.slice(i, j) });
      i = j;
    }
  }
  return out;
}

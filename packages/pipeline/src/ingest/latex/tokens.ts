/** The TeX-like tokens the hand-written reader works on (see tokenize.ts). */
export type Token =
  /**
   * A control sequence without its backslash: "section", "\\", "%", " ". `raw` ones are never
   * macro-expanded; `spaced` ones swallowed the spaces after them (a control word does).
   */
  | { t: "cs"; v: string; raw?: boolean; spaced?: boolean }
  /** A run of ordinary characters (no specials inside). */
  | { t: "text"; v: string }
  | { t: "bgroup" }
  | { t: "egroup" }
  /** `$` or `$$`. */
  | { t: "mathshift"; v: "$" | "$$" }
  /** Whitespace inside a paragraph. */
  | { t: "space" }
  /** A blank line. */
  | { t: "par" }
  /** `#1`..`#9` in a macro body. */
  | { t: "param"; n: number }
  /** `~`. */
  | { t: "tilde" }
  /** Verbatim content: \verb|..| (env undefined) or a verbatim-like environment. */
  | { t: "verb"; v: string; env?: string }
  /** Marks where an \import-ed file starts (dir) and ends (null): figures inside resolve from dir. */
  | { t: "dir"; v: string | null };

/** Control-sequence names standing for dir tokens when tokens are written back as source. */
export const DIR_PUSH = "lecternpushdir";
export const DIR_POP = "lecternpopdir";

/** How a space and a paragraph break (tokens here, nodes in the tree) are written back as source. */
export const BREAK_SOURCE = { space: " ", par: "\n\n" } as const;

/** Source text of tokens, used for URLs and for feeding the evaluated third-party parser. */
export function tokensToSource(tokens: readonly Token[]): string {
  let out = "";
  for (let i = 0; i < tokens.length; i += 1) {
    const tok = tokens[i] as Token;
    switch (tok.t) {
      case "cs": {
        // A space only where one is needed to end the control word (\begin{x}, not \begin {x}).
        const next = tokens[i + 1];
        const needsSpace = /^[A-Za-z@]+$/.test(tok.v) && next?.t === "text" && /^[A-Za-z@]/.test(next.v);
        out += needsSpace ? `\\${tok.v} ` : `\\${tok.v}`;
        break;
      }
      case "text":
        out += tok.v;
        break;
      case "bgroup":
        out += "{";
        break;
      case "egroup":
        out += "}";
        break;
      case "mathshift":
        out += tok.v;
        break;
      case "space":
      case "par":
        out += BREAK_SOURCE[tok.t];
        break;
      case "param":
        out += `#${tok.n}`;
        break;
      case "tilde":
        out += "~";
        break;
      case "verb": {
        if (tok.env) {
          out += `\\begin{${tok.env}}${tok.v}\\end{${tok.env}}`;
        } else {
          const delim = ["|", "!", "+", "=", "@"].find((d) => !tok.v.includes(d)) ?? "|";
          out += `\\verb${delim}${tok.v.replaceAll(delim, "")}${delim}`;
        }
        break;
      }
      case "dir":
        // Plain macros, so a third-party parser keeps them as ordinary nodes.
        out += tok.v === null ? `\\${DIR_POP} ` : `\\${DIR_PUSH}{${tok.v}}`;
        break;
    }
  }
  return out;
}

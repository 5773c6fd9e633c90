import type { Token } from "./tokens.js";

interface Frame {
  toks: Token[];
  i: number;
}

/**
 * A read head over tokens with push-back, the way TeX's input stack works: a macro's expansion
 * is pushed in front of what remains. Text tokens can be consumed one character at a time
 * (TeX arguments and delimiters work on characters).
 */
export class TokenStream {
  private readonly frames: Frame[] = [];

  constructor(tokens: Token[]) {
    this.frames.push({ toks: tokens, i: 0 });
  }

  /** Frames with something left; a measure of nested macro calls. */
  get depth(): number {
    return this.frames.length;
  }

  private top(): Frame | undefined {
    for (;;) {
      const f = this.frames[this.frames.length - 1];
      if (!f) return undefined;
      if (f.i < f.toks.length) return f;
      this.frames.pop();
    }
  }

  peek(): Token | undefined {
    const f = this.top();
    return f ? f.toks[f.i] : undefined;
  }

  next(): Token | undefined {
    const f = this.top();
    if (!f) return undefined;
    const tok = f.toks[f.i];
    f.i += 1;
    return tok;
  }

  /** Up to `n` upcoming tokens, without consuming them. */
  peekAhead(n: number): Token[] {
    const out: Token[] = [];
    for (let k = this.frames.length - 1; k >= 0 && out.length < n; k -= 1) {
      const f = this.frames[k] as Frame;
      for (let i = f.i; i < f.toks.length && out.length < n; i += 1) out.push(f.toks[i] as Token);
    }
    return out;
  }

  /** Puts tokens in front of the stream (they are read next). The array becomes the stream's. */
  pushFront(tokens: Token[]): void {
    if (tokens.length > 0) this.frames.push({ toks: tokens, i: 0 });
  }

  /** Takes the first character of a text token, leaving the rest in place. */
  takeChar(): string | undefined {
    const f = this.top();
    const tok = f?.toks[f.i];
    if (!f || tok?.t !== "text") return undefined;
    const ch = tok.v[0];
    if (tok.v.length <= 1) f.i += 1;
    else f.toks[f.i] = { t: "text", v: tok.v.slice(1) };
    return ch;
  }

  skipSpaces(): void {
    while (this.peek()?.t === "space") this.next();
  }

  /** A TeX undefined argument: a balanced group's contents, or one token (one character of text). */
  readArg(): Token[] | null {
    this.skipSpaces();
    const tok = this.peek();
    if (!tok) return null;
    if (tok.t === "bgroup") {
      this.next();
      return this.readUntilClose();
    }
    if (tok.t === "egroup") return null;
    if (tok.t === "text") {
      const ch = this.takeChar();
      return ch === undefined ? [] : [{ t: "text", v: ch }];
    }
    this.next();
    return [tok];
  }

  /** Tokens up to the egroup matching one already read (which is consumed, not returned). */
  readUntilClose(limit = 2_000_000): Token[] {
    const out: Token[] = [];
    let depth = 1;
    for (let tok = this.next(); tok !== undefined; tok = this.next()) {
      if (tok.t === "bgroup") depth += 1;
      else if (tok.t === "egroup" && (depth -= 1) === 0) return out;
      out.push(tok);
      if (out.length > limit) break;
    }
    return out;
  }

  /** A LaTeX optional argument `[...]` (brackets balanced, braces respected), or null when absent. */
  readOptional(): Token[] | null {
    this.skipSpaces();
    const tok = this.peek();
    if (tok?.t !== "text" || tok.v !== "[") return null;
    this.next();
    const out: Token[] = [];
    let brackets = 1;
    let braces = 0;
    for (let t = this.next(); t !== undefined; t = this.next()) {
      if (t.t === "bgroup") braces += 1;
      else if (t.t === "egroup") braces -= 1;
      else if (t.t === "text" && braces === 0) {
        if (t.v === "[") brackets += 1;
        else if (t.v === "]" && (brackets -= 1) === 0) return out;
      }
      out.push(t);
      if (out.length > 100_000) break;
    }
    return out;
  }

  /** Consumes a `*` right after a command (\section*), returning whether there was one. */
  readStar(): boolean {
    const tok = this.peek();
    if (tok?.t === "text" && tok.v === "*") {
      this.next();
      return true;
    }
    return false;
  }
}

import type { LNode } from "./tree.js";

/**
 * Reads macro arguments from the siblings that follow a macro, TeX style: an argument is a
 * group or a single token (one character of text); optional arguments are `[...]`.
 * The tree is shared between passes, so splitting a text node never mutates it.
 */
export class Cursor {
  private carry: { at: number; rest: string } | null = null;

  constructor(
    readonly nodes: readonly LNode[],
    public i = 0,
  ) {}

  get done(): boolean {
    return this.i >= this.nodes.length;
  }

  peek(): LNode | undefined {
    if (this.carry && this.carry.at === this.i) return { type: "text", v: this.carry.rest };
    return this.nodes[this.i];
  }

  next(): LNode | undefined {
    const node = this.peek();
    this.i += 1;
    return node;
  }

  /** Skips spaces (and, when `pars`, paragraph breaks too). */
  skipSpaces(pars = false): void {
    for (let n = this.peek(); n && (n.type === "space" || (pars && n.type === "par")); n = this.peek()) this.i += 1;
  }

  private takeChar(): string | undefined {
    const n = this.peek();
    if (n?.type !== "text") return undefined;
    const [first = "", ...rest] = Array.from(n.v);
    if (rest.length === 0) {
      this.i += 1;
      this.carry = null;
    } else this.carry = { at: this.i, rest: rest.join("") };
    return first;
  }

  /** A mandatory argument's nodes (a group's content, or one token), or null when none follows. */
  readArg(): LNode[] | null {
    this.skipSpaces();
    const n = this.peek();
    if (!n || n.type === "par") return null;
    if (n.type === "group") {
      this.i += 1;
      return n.content;
    }
    if (n.type === "text") {
      const ch = this.takeChar();
      return ch === undefined ? null : [{ type: "text", v: ch }];
    }
    this.i += 1;
    return [n];
  }

  /** An optional `[...]` argument's nodes, or null when the next thing is not "[". */
  readOptional(): LNode[] | null {
    const save = this.i;
    const saveCarry = this.carry;
    this.skipSpaces();
    const n = this.peek();
    if (n?.type !== "text" || !n.v.startsWith("[")) {
      this.i = save;
      this.carry = saveCarry;
      return null;
    }
    this.takeChar();
    const out: LNode[] = [];
    let depth = 1;
    for (let m = this.peek(); m !== undefined; m = this.peek()) {
      if (m.type === "text" && (m.v === "[" || m.v === "]")) {
        depth += m.v === "[" ? 1 : -1;
        this.i += 1;
        this.carry = null;
        if (depth === 0) return out;
        out.push(m);
        continue;
      }
      if (m.type === "par") break;
      out.push(m);
      this.i += 1;
      this.carry = null;
      if (out.length > 5000) break;
    }
    // No closing bracket: it was not an optional argument after all.
    this.i = save;
    this.carry = saveCarry;
    return null;
  }

  readStar(): boolean {
    const n = this.peek();
    if (n?.type === "text" && n.v.startsWith("*")) {
      this.takeChar();
      return true;
    }
    return false;
  }

  /**
   * Reads arguments by a signature: "s" star, "o" optional, "m" mandatory, "d" a TeX dimension
   * (\vskip 3pt plus 1pt). Returns them in order (star as a boolean).
   */
  readSpec(spec: string): (LNode[] | boolean | null)[] {
    const out: (LNode[] | boolean | null)[] = [];
    for (const kind of spec) {
      if (kind === "s") out.push(this.readStar());
      else if (kind === "o") out.push(this.readOptional());
      else if (kind === "m") out.push(this.readArg());
      else if (kind === "d") {
        this.readDimen();
        out.push(null);
      }
    }
    return out;
  }

  /** Skips a TeX dimension or glue written in text ("=0.3in", "-2pt plus 1fil", "\baselineskip"). */
  readDimen(): void {
    this.skipSpaces();
    const n = this.peek();
    if (n?.type === "macro") {
      this.i += 1;
      return;
    }
    if (n?.type === "group") {
      this.i += 1;
      return;
    }
    if (n?.type !== "text") return;
    const m = /^=?\s*[-+]?(?:\d*\.\d+|\d+\.?)\s*(?:true)?\s*(?:pt|in|cm|mm|em|ex|bp|pc|dd|cc|sp|mu|px|fil{1,3})?/.exec(n.v);
    if (!m || m[0] === "") return;
    const rest = n.v.slice(m[0].length);
    if (/^[A-Za-z]/.test(rest) && !/^(plus|minus)/.test(rest)) return;
    this.i += 1;
    this.carry = null;
    if (rest !== "") {
      // The text node held more than the dimension: keep the rest.
      this.i -= 1;
      this.carry = { at: this.i, rest };
    }
    // A dimension followed by a length command (0.5\textwidth).
    const after = this.peek();
    if (after?.type === "macro" && /width|height|skip|sep|size|indent/.test(after.name)) this.i += 1;
    this.skipSpaces();
    const glue = this.peek();
    if (glue?.type === "text" && /^(plus|minus)$/.test(glue.v.trim())) {
      this.i += 1;
      this.readDimen();
    }
  }
}

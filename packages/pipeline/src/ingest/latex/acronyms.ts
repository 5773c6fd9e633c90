import { Cursor } from "./cursor.js";
import { textOf } from "./labels.js";
import type { LNode } from "./tree.js";

type Arg = LNode[] | boolean | null | undefined;

interface Acronym {
  short: LNode[];
  long: LNode[];
}

type Form = "auto" | "short" | "long" | "full";

/** How each glossaries/acronym command shows an entry; capitalised and plural variants derive from these. */
const FORMS: Record<string, Form> = {
  gls: "auto", ac: "auto", glsfirst: "full", acrshort: "short", acs: "short", glsentryshort: "short", glsshort: "short",
  glstext: "short", glsname: "short", glsentryname: "short", glsentrytext: "short", glssymbol: "short", acrlong: "long",
  acl: "long", glsentrylong: "long", glslong: "long", glsdesc: "long", glsentrydesc: "long", acrfull: "full", acf: "full",
  glsentryfull: "full", acsu: "short", aclu: "long", iac: "auto",
};

/**
 * \newacronym / \acro / \newglossaryentry entries and the "first use spells it out" rule of
 * \gls and \ac: the first mention reads "long form (SHORT)", later ones "SHORT".
 */
export class AcronymTable {
  private readonly entries = new Map<string, Acronym>();
  private readonly used = new Set<string>();

  /** Reads every definition in the tree. */
  collect(nodes: readonly LNode[]): void {
    const c = new Cursor(nodes);
    while (!c.done) {
      const n = c.next() as LNode;
      if (n.type === "group" || n.type === "env") {
        this.collect(n.content);
        continue;
      }
      if (n.type !== "macro") continue;
      if (n.name === "newacronym" || n.name === "newabbreviation") {
        const [, key, short, long] = c.readSpec("ommm");
        this.set(key, short, long);
      } else if (n.name === "acro" || n.name === "acrodef") {
        const [key, short, long] = c.readSpec("mom");
        this.set(key, Array.isArray(short) ? short : key, long);
      } else if (n.name === "newglossaryentry" || n.name === "DeclareAcronym") {
        const [key, fields] = c.readSpec("mm");
        const f = keyValues(Array.isArray(fields) ? fields : []);
        const short = f.get("short") ?? f.get("name") ?? f.get("text");
        // A glossary entry's first use prints its "first" text (its name by default), never its description.
        const long = f.get("long") ?? f.get("first") ?? short;
        if (short) this.set(key, short, long ?? short);
      }
    }
  }

  private set(key: Arg, short: Arg, long: Arg): void {
    const k = textOf(key);
    if (k === "" || !Array.isArray(short)) return;
    this.entries.set(k, { short, long: Array.isArray(long) ? long : short });
  }

  /** Marks entries used (\glsunset, \acused) or fresh again (\glsreset, \acreset); null key = all. */
  mark(key: string | null, used: boolean): void {
    const keys = key === null ? [...this.entries.keys()] : [key];
    for (const k of keys) {
      if (used) this.used.add(k);
      else this.used.delete(k);
    }
  }

  /** True when `name` is a command this table answers. */
  static handles(name: string): boolean {
    return FORMS[baseName(name)] !== undefined;
  }

  /**
   * The words for one use: render(nodes) turns entry nodes into text. Returns null for an
   * unknown key (the caller prints the key).
   */
  use(command: string, key: string, render: (nodes: LNode[]) => string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const base = baseName(command);
    let form = FORMS[base] ?? "auto";
    if (form === "auto") form = this.used.has(key) ? "short" : "full";
    if (FORMS[base] === "auto" || form === "full") this.used.add(key);
    const plural = command.toLowerCase() !== base;
    const s = (nodes: LNode[]) => {
      const t = render(nodes).trim();
      return plural ? `${t}s` : t;
    };
    const short = s(entry.short);
    const long = s(entry.long);
    // A glossary term is its own long form: "tutorons", not "tutorons (tutorons)".
    let text = form === "short" ? short : form === "long" || long === short ? long : `${long} (${short})`;
    if (/^[A-Z]/.test(command)) text = command === command.toUpperCase() ? text.toUpperCase() : text.charAt(0).toUpperCase() + text.slice(1);
    return text;
  }
}

/** "Glspl" → "gls", "acp" → "ac", "Acrlongpl" → "acrlong". */
function baseName(name: string): string {
  const lower = name.toLowerCase();
  if (FORMS[lower] !== undefined) return lower;
  for (const suffix of ["pl", "p"]) {
    if (lower.endsWith(suffix) && FORMS[lower.slice(0, -suffix.length)] !== undefined) return lower.slice(0, -suffix.length);
  }
  return lower;
}

/** key=value pairs of a {name={...}, description=...} list, values as nodes. */
function keyValues(nodes: LNode[]): Map<string, LNode[]> {
  const out = new Map<string, LNode[]>();
  let key = "";
  let value: LNode[] = [];
  let inValue = false;
  const flush = () => {
    if (key.trim() !== "") out.set(key.trim().toLowerCase(), value);
    key = "";
    value = [];
    inValue = false;
  };
  for (const n of nodes) {
    if (n.type === "text") {
      for (const ch of n.v.split(/([,=])/)) {
        if (ch === ",") flush();
        else if (ch === "=" && !inValue) inValue = true;
        else if (ch !== "") {
          if (inValue) value.push({ type: "text", v: ch });
          else key += ch;
        }
      }
    } else if (inValue) value.push(n.type === "group" ? { type: "group", content: n.content } : n);
  }
  flush();
  return out;
}

import { Cursor } from "./cursor.js";
import { textOf } from "./labels.js";
import { tokenize } from "./tokenize.js";
import { buildTree, type LNode } from "./tree.js";

interface CiteEntry {
  /** natbib label ("Goodfellow et~al.(2014)") or author names built from a .bib entry. */
  nodes: LNode[];
  natbib: boolean;
}

/** Commands that name the authors in running text ("\citet{x} show" → "Goodfellow et al. show"). */
const TEXTUAL = new Set(["citet", "citet*", "Citet", "citealt", "Citealt", "citeauthor", "Citeauthor", "citefullauthor", "textcite", "Textcite", "citeA", "citeN", "shortciteN"]);

export function isTextualCite(name: string): boolean {
  return TEXTUAL.has(name);
}

/** "Smith", "Smith and Jones", "Smith et al." from a BibTeX author field. */
function bibAuthors(field: string): string {
  const people = field
    .split(/\s+and\s+/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const last = (p: string): string => {
    if (p.startsWith("{") && p.endsWith("}")) return p;
    if (p.includes(",")) return p.slice(0, p.indexOf(",")).trim();
    const words = p.match(/\{[^}]*\}|\S+/g) ?? [p];
    return words[words.length - 1] ?? p;
  };
  if (people.length === 0) return "";
  if (people.length === 1) return last(people[0] as string);
  if (people.length === 2) return `${last(people[0] as string)} and ${last(people[1] as string)}`;
  return `${last(people[0] as string)} et al.`;
}

/** The value of `field = {...}` or `field = "..."` inside one BibTeX entry body. */
function bibField(entry: string, field: string): string | null {
  const m = new RegExp(`(?:^|[,\\s])${field}\\s*=\\s*`, "i").exec(entry);
  if (!m) return null;
  const i = m.index + m[0].length;
  const open = entry[i];
  if (open === "{") {
    let depth = 0;
    for (let j = i; j < entry.length; j += 1) {
      if (entry[j] === "{") depth += 1;
      else if (entry[j] === "}" && (depth -= 1) === 0) return entry.slice(i + 1, j);
    }
    return null;
  }
  if (open === '"') {
    const end = entry.indexOf('"', i + 1);
    return end < 0 ? null : entry.slice(i + 1, end);
  }
  const bare = /^[^,}\s]+/.exec(entry.slice(i));
  return bare ? bare[0] : null;
}

/**
 * Who a citation key refers to, for textual citations: from natbib \bibitem labels in the
 * bibliography (or .bbl) and from .bib author fields.
 */
export class CitationIndex {
  private readonly entries = new Map<string, CiteEntry>();

  /** Reads \bibitem[label]{key} from a thebibliography tree. */
  addBibitems(nodes: readonly LNode[]): void {
    const c = new Cursor(nodes);
    while (!c.done) {
      const n = c.next() as LNode;
      if (n.type === "group" || n.type === "env") this.addBibitems(n.content);
      else if (n.type === "macro" && n.name === "bibitem") {
        const [label, key] = c.readSpec("om");
        const k = textOf(key);
        if (k !== "" && Array.isArray(label) && !this.entries.has(k)) this.entries.set(k, { nodes: label, natbib: true });
      }
    }
  }

  /** Reads author names from a .bib file's text (bounded). */
  addBib(text: string): void {
    let count = 0;
    for (const m of text.matchAll(/@\s*([A-Za-z]+)\s*[{(]\s*([^,\s{}()]+)\s*,/g)) {
      if ((count += 1) > 50_000) break;
      const key = m[2] ?? "";
      if (this.entries.has(key) || /^(string|preamble|comment)$/i.test(m[1] ?? "")) continue;
      const start = (m.index ?? 0) + m[0].length;
      const next = text.indexOf("\n@", start);
      const body = text.slice(start, next < 0 ? Math.min(text.length, start + 20_000) : next);
      const author = bibField(body, "author") ?? bibField(body, "editor");
      if (!author) continue;
      const names = bibAuthors(author.replace(/\s+/g, " "));
      if (names !== "") this.entries.set(key, { nodes: buildTree(tokenize(names)), natbib: false });
    }
  }

  /** Author words for a key, given a renderer for label nodes; null when unknown. */
  names(key: string, render: (nodes: LNode[]) => string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const text = render(entry.nodes).trim();
    if (!entry.natbib) return text || null;
    // natbib: "Goodfellow et al.(2014)Goodfellow, Pouget-Abadie, ..." → the short names.
    const m = /^(.*?)\s*\(\s*(?:\d{4}|n\.\s*d\.|in press|forthcoming|submitted)[a-z]?\s*\)/i.exec(text);
    const names = m?.[1]?.trim();
    return names && /\p{L}/u.test(names) && names.length < 120 ? names : null;
  }
}

/** A readable stand-in when a key has no bibliography entry: "Goodfellow2014" → "Goodfellow". */
export function nameFromKey(key: string): string | null {
  const m = /^([A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?)/.exec(key.replace(/^[a-z]+:/, ""));
  if (m?.[1] && m[1].length >= 3) return m[1];
  const lower = /^([a-z]{3,})(?=\d|[:_-]|$)/.exec(key);
  return lower?.[1] ? lower[1].charAt(0).toUpperCase() + lower[1].slice(1) : null;
}

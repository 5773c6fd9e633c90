import type { Cursor } from "./cursor.js";
import { textOf } from "./labels.js";
import type { LNode } from "./tree.js";

/** Consumes "=<dimension>" or "<number><unit>" after a register name. */
export function skipAssignment(c: Cursor): void {
  const next = c.peek();
  if (next?.type === "text" && (next.v.startsWith("=") || /^-?[\d.]+(pt|em|ex|in|cm|mm|bp|sp|pc|dd|cc|mu|fil)\b/.test(next.v))) c.readDimen();
}

/** LaTeX typography in plain text: `` '' quotes, -- and --- dashes. */
export function typography(s: string): string {
  if (!/[`'-]/.test(s)) return s;
  return s
    .replace(/---/g, "—")
    .replace(/--/g, "–")
    .replace(/``/g, "“")
    .replace(/''/g, "”")
    .replace(/`/g, "‘");
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A URL argument as text; anything still looking like markup is not shown. */
export function cleanUrl(raw: string): string {
  const url = raw
    .replace(/\\([%#&_~$])/g, "$1")
    .replace(/\\\\/g, "")
    .replace(/\s+/g, "")
    .trim();
  return /[\\{}$]/.test(url) ? "" : url;
}

export function containsGraphics(nodes: readonly LNode[], depth = 0): boolean {
  return depth < 12 && nodes.some((n) => (n.type === "macro" && n.name === "includegraphics") || ((n.type === "group" || n.type === "env") && containsGraphics(n.content, depth + 1)));
}

/** True when the nodes hold \captionof{figure} (a figure built without a figure environment). */
export function containsFigureCaption(nodes: readonly LNode[], depth = 0): boolean {
  if (depth > 8) return false;
  for (let i = 0; i < nodes.length; i += 1) {
    const n = nodes[i] as LNode;
    if (n.type === "macro" && n.name === "captionof") {
      const next = nodes.slice(i + 1).find((m) => m.type !== "space" && !(m.type === "text" && m.v === "*"));
      if (next?.type === "group" && textOf(next.content).startsWith("fig")) return true;
    }
    if ((n.type === "group" || n.type === "env") && containsFigureCaption(n.content, depth + 1)) return true;
  }
  return false;
}

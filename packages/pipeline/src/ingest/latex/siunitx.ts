import type { Cursor } from "./cursor.js";
import type { ProseSink } from "./render-types.js";
import { SI_PREFIXES, SI_UNITS } from "./text-symbols.js";
import type { LNode } from "./tree.js";

/** A siunitx unit argument (\kilo\metre\per\second, or literal "m/s") as a symbol string. */
export function siUnit(nodes: readonly LNode[], renderText: (nodes: LNode[]) => string): string {
  let out = "";
  let prefix = "";
  let per = false;
  const list = [...nodes];
  for (let i = 0; i < list.length; i += 1) {
    const n = list[i] as LNode;
    if (n.type === "macro") {
      const name = n.name;
      if (SI_PREFIXES[name] !== undefined) {
        prefix += SI_PREFIXES[name];
        continue;
      }
      if (name === "per") {
        per = true;
        continue;
      }
      if (name === "squared" || name === "square") {
        out += "²";
        continue;
      }
      if (name === "cubed" || name === "cubic") {
        out += "³";
        continue;
      }
      if (name === "tothe" || name === "raiseto") {
        const next = list[i + 1];
        if (next?.type === "group") {
          out += `^${renderText(next.content)}`;
          i += 1;
        }
        continue;
      }
      const unit = SI_UNITS[name];
      if (unit !== undefined) {
        out += `${out !== "" && !per ? " " : ""}${per ? "/" : ""}${prefix}${unit}`;
        prefix = "";
        per = false;
      }
      continue;
    }
    if (n.type === "group") out += siUnit(n.content, renderText);
    else if (n.type === "text" || n.type === "space") out += renderText([n]);
    else if (n.type === "math") out += renderText([n]);
  }
  return out.replace(/\s+/g, " ").trim();
}

/** A siunitx number ("1.5e-3", "3,000", "2747") as readable text. */
export function siNumber(text: string): string {
  return text
    .replace(/\s+/g, "")
    .replace(/(\d)[eE]([-+]?\d+)/, "$1 × 10^$2")
    .replace(/\+-/g, " ± ")
    .replace(/\s+±\s+/g, " ± ")
    .trim();
}

/** A siunitx command (\num, \SI, \qty, \si, ranges, lists, \ang) as readable numbers and units. */
export function renderSiunitx(out: ProseSink, name: string, c: Cursor): void {
  // "5.104\pm0.075": an uncertainty written with the maths macro inside the number.
  const withPm = (nodes: LNode[]): LNode[] => nodes.map((n) => (n.type === "macro" && (n.name === "pm" || n.name === "mp") ? { type: "text", v: " +- " } : n));
  const text = (nodes: LNode[] | boolean | null | undefined) => (Array.isArray(nodes) ? out.capture(withPm(nodes), "inline").trim() : "");
  const unit = (nodes: LNode[] | boolean | null | undefined) => (Array.isArray(nodes) ? siUnit(nodes, (n) => out.capture(n, "inline")) : "");
  switch (name) {
    case "si":
    case "unit": {
      const [, u] = c.readSpec("om");
      out.emit(unit(u));
      return;
    }
    case "SI":
    case "qty":
    case "SIlist":
    case "qtylist":
    case "SIproduct":
    case "qtyproduct":
    case "complexqty": {
      const [, n, , u] = c.readSpec("omom");
      out.emit(`${siNumber(text(n)).replace(/;/g, ", ")} ${unit(u)}`.trim());
      return;
    }
    case "SIrange":
    case "qtyrange": {
      const [, a, b, u] = c.readSpec("ommm");
      out.emit(`${siNumber(text(a))} to ${siNumber(text(b))} ${unit(u)}`.trim());
      return;
    }
    case "numrange": {
      const [, a, b] = c.readSpec("omm");
      out.emit(`${siNumber(text(a))} to ${siNumber(text(b))}`);
      return;
    }
    case "ang": {
      const [, a] = c.readSpec("om");
      out.emit(`${text(a).replace(/;/g, " ")}°`);
      return;
    }
    default: {
      const [, n] = c.readSpec("om");
      out.emit(siNumber(text(n)).replace(/;/g, ", "));
    }
  }
}

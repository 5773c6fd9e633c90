import type { Cursor } from "./cursor.js";
import { textOf, type LabelTarget } from "./labels.js";
import { fallbackWord, namedRefs, refContext } from "./refs.js";
import type { ProseSink } from "./render-types.js";

/**
 * A cross-reference as words. \ref prints only the number in LaTeX, so it reads "3" after
 * "Figure~" and "Figure 3" on its own; \autoref/\cref name the kind themselves; \eqref gives
 * "(5)" after "Eq." and "Equation 5" otherwise; unknown labels fall back to "the figure".
 */
export function renderRef(out: ProseSink, labels: Map<string, LabelTarget>, name: string, c: Cursor): void {
  c.readStar();
  if (name === "crefrange" || name === "Crefrange") {
    const [a, b] = c.readSpec("mm");
    const ta = labels.get(textOf(a));
    const tb = labels.get(textOf(b));
    if (ta?.num && tb?.num) out.emit(`${ta.kind}s ${ta.num} to ${tb.num}`);
    return;
  }
  const keys = textOf(c.readArg())
    .split(",")
    .map((k) => k.trim())
    .filter((k) => k !== "");
  const targets = keys.map((k) => labels.get(k));
  if (/pageref/.test(name)) return;
  if (name === "nameref" || name === "Nameref") {
    const t = targets[0];
    out.emit(t?.title ? out.capture(t.title, "inline").trim() : fallbackWord(keys[0] ?? ""));
    return;
  }
  if (/^(autoref|Autoref|cref|Cref|vref|Vref|fref|Fref|namecref|nameCref)$/.test(name)) {
    out.emit(name === "namecref" || name === "nameCref" ? (targets[0]?.kind ?? "") : namedRefs(targets, keys));
    return;
  }
  const tail = out.tail(24);
  // "Invariant~\ref{inv}" names a kind the paper declared itself (\newtheorem{invariant}{Invariant}).
  const word = /(\p{L}+)\.?[\s\u00a0]*\(?$/u.exec(tail)?.[1]?.toLowerCase().replace(/s$/, "");
  const ownKind = word !== undefined && targets.some((t) => t?.kind.toLowerCase().replace(/s$/, "") === word);
  const context = refContext(tail) ?? (ownKind ? "noun" : null);
  const before = context !== null;
  // "(\ref{eq})" already reads as an equation number, and a \tag{Axiom 1} is its own name.
  const bare = (t: LabelTarget) => t.kind === "Equation" && (/\($/.test(tail) || /\p{L}{2,}/u.test(t.num ?? ""));
  const parts = targets.map((t, k) => {
    if (t?.num) {
      if (name === "eqref") return context === "noun" ? `(${t.num})` : context === "list" || bare(t) ? t.num : `Equation ${t.num}`;
      if (name === "labelcref" || before || bare(t)) return t.num;
      return `${t.kind} ${t.num}`;
    }
    return before ? "" : fallbackWord(keys[k] ?? "");
  });
  const shown = parts.filter((p) => p !== "");
  if (shown.length === 0 && before) out.trimEnd();
  out.emit(shown.join(", "));
}

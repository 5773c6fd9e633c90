/**
 * A list set inline with markers: "data structures: (a) key-value stores (b) relational databases
 * (c) blockchains", "1) CBR is fast; 2) it is exact". The markers are dropped before a sentence is
 * said, and a printed page separates the items by the markers alone: said without them, the items
 * run into one another ("key-value stores traditional relational databases"). So the items get
 * the commas a speaker would give them, and "and" before the last, where the author gave none.
 */

/** "(a) ", "(ii) ", "3) " after a space or at the start. */
const MARKER = /(^|\s)\(?([a-z]|[ivx]{1,4}|\d{1,2})\)\s+/g;

/** What a marker stands for in its sequence: a, b, c … or i, ii, iii … or 1, 2, 3 …. */
function ordinal(label: string, roman: boolean): number | null {
  if (/^\d+$/.test(label)) return Number(label);
  if (roman && /^[ivx]+$/.test(label)) {
    const values: Record<string, number> = { i: 1, v: 5, x: 10 };
    let total = 0;
    for (let k = 0; k < label.length; k += 1) {
      const v = values[label[k] ?? ""] ?? 0;
      const next = values[label[k + 1] ?? ""] ?? 0;
      total += v < next ? -v : v;
    }
    return total;
  }
  return /^[a-z]$/.test(label) ? label.charCodeAt(0) - 96 : null;
}

/** The sentence with the items of its inline list joined as a speaker says them; unchanged without one. */
export function punctuateInlineList(text: string): string {
  const markers = [...text.matchAll(MARKER)];
  if (markers.length < 2) return text;
  // "(i)" is a letter after "(h)" and a numeral when it starts the list: read the first label to decide.
  const roman = markers[0]?.[2] === "i";
  const numbers = markers.map((m) => ordinal(m[2] ?? "", roman));
  // Markers in sequence from the first (a, b, c …), else these are not one list: leave the text.
  if (numbers.some((n, k) => n === null || n !== (numbers[0] ?? 0) + k)) return text;
  let out = "";
  let from = 0;
  markers.forEach((m, k) => {
    const at = m.index ?? 0;
    let before = text.slice(from, at).replace(/\s+$/u, "");
    // An item the author ended with nothing gets its comma, and the last one its "and".
    if (k > 0 && !/[,;:]$/u.test(before) && !/\b(?:and|or)$/iu.test(before)) before += k === markers.length - 1 ? ", and" : ",";
    else if (k > 0 && k === markers.length - 1 && /,$/u.test(before) && !/\b(?:and|or)\b/iu.test(text.slice(at, at + 40))) before += " and";
    out += `${before}${m[1] ?? ""}${m[0].slice((m[1] ?? "").length)}`;
    from = at + m[0].length;
  });
  return out + text.slice(from);
}

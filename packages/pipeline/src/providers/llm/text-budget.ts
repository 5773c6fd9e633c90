/**
 * Shortening source text for a prompt. A planned section often joins several paper sections, so
 * keeping only the head would drop the later ones entirely. Instead every paragraph keeps its
 * opening sentences (where papers state each paragraph's point), taken round-robin across the
 * paragraphs until the budget is spent, and the paragraphs stay in their order.
 */
export function shortenText(text: string, maxChars: number): string {
  const clean = text.trim();
  if (clean.length <= maxChars) return clean;
  const paragraphs = clean
    .split(/\n\s*\n/)
    .map((p) => splitSentences(p.replace(/\s+/g, " ").trim()))
    .filter((s) => s.length > 0);
  const kept: string[][] = paragraphs.map(() => []);
  // A paragraph whose next sentence does not fit is closed, so each keeps a prefix without gaps.
  const closed = paragraphs.map(() => false);
  let used = 0;
  for (let round = 0, added = true; added; round++) {
    added = false;
    for (const [i, sentences] of paragraphs.entries()) {
      const sentence = sentences[round];
      if (sentence === undefined || closed[i]) continue;
      const cost = sentence.length + (kept[i]?.length === 0 ? 2 : 1);
      if (used + cost > maxChars) {
        closed[i] = true;
        continue;
      }
      kept[i]?.push(sentence);
      used += cost;
      added = true;
    }
  }
  const result = kept
    .filter((s) => s.length > 0)
    .map((s) => s.join(" "))
    .join("\n\n");
  // One enormous sentence (text without punctuation) fits nowhere: fall back to a word-boundary cut.
  return result.length > 0 ? result : cutAtWord(clean, maxChars);
}

function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“(])|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function cutAtWord(text: string, maxChars: number): string {
  const head = text.slice(0, maxChars);
  const space = head.lastIndexOf(" ");
  return space > maxChars / 2 ? head.slice(0, space) : head;
}

/**
 * Splits a character budget over texts of the given lengths: short texts keep everything, and
 * what they leave over goes to the long ones (water-filling), each capped at `cap`.
 */
export function fairShares(lengths: readonly number[], budget: number, cap: number): number[] {
  const shares = lengths.map(() => 0);
  const order = lengths.map((length, i) => ({ length: Math.min(length, cap), i })).sort((a, b) => a.length - b.length);
  let left = Math.max(0, budget);
  for (const [n, { length, i }] of order.entries()) {
    const share = Math.min(length, Math.floor(left / (order.length - n)));
    shares[i] = share;
    left -= share;
  }
  return shares;
}

import type { PptxParagraph } from "./pptx-content.js";

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The paragraphs of each of a section's slides, from the bullet text the deck manifest lists per
 * frame and the section's own bullets. The manifest keeps the pieces the planner cut a long bullet
 * into but not which pieces continue a bullet; that is found again by matching them against the
 * section's bullets in order. Pieces of one bullet on the same slide become one paragraph again
 * (PowerPoint wraps text itself); a piece that starts a slide keeps no marker, as in Beamer.
 * A piece that matches no bullet (a manifest older than the script) is shown as a bullet of its own.
 */
export function frameParagraphs(sectionBullets: readonly string[], frames: readonly (readonly string[])[]): PptxParagraph[][] {
  const originals = sectionBullets.map(flat).filter((b) => b !== "");
  let next = 0;
  /** The part of the current bullet not yet seen on any slide, and how its pieces were joined. */
  let rest = "";
  let joiner = " ";

  return frames.map((pieces) => {
    const out: PptxParagraph[] = [];
    for (const raw of pieces) {
      const piece = flat(raw);
      if (piece === "") continue;
      if (rest !== "" && rest.startsWith(piece)) {
        rest = rest.slice(piece.length).trimStart();
        const prev = out.at(-1);
        if (prev) prev.text = `${prev.text}${joiner}${piece}`;
        else out.push({ text: piece, continuation: true });
        continue;
      }
      const found = originals.findIndex((b, i) => i >= next && b.startsWith(piece));
      if (found >= 0) {
        const bullet = originals[found] ?? piece;
        next = found + 1;
        rest = bullet.slice(piece.length).trimStart();
        // The planner joins the lines of a split bullet with a space only when it has spaces (not CJK).
        joiner = /\s/.test(bullet) ? " " : "";
      } else {
        rest = "";
      }
      out.push({ text: piece, continuation: false });
    }
    return out;
  });
}

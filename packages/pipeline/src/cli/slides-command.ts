import path from "node:path";
import { parseArgs } from "node:util";
import { buildDeck } from "../slides/build-deck.js";
import { deckPptx } from "../slides/pptx/deck-pptx.js";

/** `lectern slides <dir> [--pptx]`: typeset the deck of a workspace that has script.json, and with --pptx also slides/deck.pptx. */
export async function slidesCommand(args: string[], usage: string): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { pptx: { type: "boolean", default: false } } });
  } catch {
    process.stderr.write(usage);
    return 2;
  }
  const [dir, ...extra] = parsed.positionals;
  if (!dir || extra.length > 0) {
    process.stderr.write(usage);
    return 2;
  }
  const workspace = path.resolve(dir);
  const deck = await buildDeck(workspace);
  const pptx = parsed.values.pptx ? await deckPptx(workspace) : null;
  process.stdout.write(
    [
      `${deck.frames} frames with ${deck.engine}: compiled in ${deck.timings.compileMs.toFixed(0)} ms, previews in ${deck.timings.previewMs.toFixed(0)} ms`,
      `pdf:      ${deck.pdf}`,
      `previews: ${deck.previews.length} in ${path.dirname(deck.previews[0] ?? deck.pdf)}`,
      ...(pptx ? [`pptx:     ${pptx.file}`] : []),
      ...[...new Set([...deck.warnings, ...(pptx?.warnings ?? [])])].map((w) => `warning:  ${w}`),
    ].join("\n") + "\n",
  );
  return 0;
}

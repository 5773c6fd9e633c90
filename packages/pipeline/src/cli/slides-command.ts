import path from "node:path";
import { buildDeck } from "../slides/build-deck.js";

/** `lectern slides <dir>`: typeset the deck of a workspace that has script.json. */
export async function slidesCommand(args: string[], usage: string): Promise<number> {
  const [dir] = args;
  if (!dir || args.length > 1) {
    process.stderr.write(usage);
    return 2;
  }
  const deck = await buildDeck(path.resolve(dir));
  process.stdout.write(
    [
      `${deck.frames} frames with ${deck.engine}: compiled in ${deck.timings.compileMs.toFixed(0)} ms, previews in ${deck.timings.previewMs.toFixed(0)} ms`,
      `pdf:      ${deck.pdf}`,
      `previews: ${deck.previews.length} in ${path.dirname(deck.previews[0] ?? deck.pdf)}`,
      ...deck.warnings.map((w) => `warning:  ${w}`),
    ].join("\n") + "\n",
  );
  return 0;
}

import path from "node:path";

/** Resolves `relative` under `root` and refuses anything that would land outside it. */
export function insideRoot(root: string, relative: string): string {
  const base = path.resolve(root);
  const resolved = path.resolve(base, relative);
  if (resolved !== base && !resolved.startsWith(base + path.sep)) {
    throw new Error(`path escapes its root: ${relative}`);
  }
  return resolved;
}

/** The fixed layout of a paper workspace. */
export function workspacePaths(dir: string) {
  return {
    dir,
    source: path.join(dir, "source"),
    extracted: path.join(dir, "extracted"),
    paperJson: path.join(dir, "paper.json"),
    images: path.join(dir, "images"),
    scriptJson: path.join(dir, "script.json"),
    slides: path.join(dir, "slides"),
    audio: path.join(dir, "audio"),
    video: path.join(dir, "video"),
    work: path.join(dir, "work"),
  };
}
export type WorkspacePaths = ReturnType<typeof workspacePaths>;

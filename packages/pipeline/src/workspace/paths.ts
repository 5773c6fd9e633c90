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

/** File names inside a workspace's per-language folders; each manifest is written last. */
export const WORKSPACE_FILES = {
  /** source/: what kind of source it is and which file is which. */
  sourceManifest: "manifest.json",
  /** audio/<code>/: which WAV belongs to which section. */
  audioManifest: "manifest.json",
  /** slides/ and slides/<code>/: what each preview shows. */
  deckManifest: "deck.json",
  video: "presentation.mp4",
  captions: "captions.vtt",
  videoManifest: "video.json",
} as const;

/**
 * The fixed layout of a paper workspace: the one place its folder and file names are written.
 * Per-language folders are named by the language's two-letter code.
 */
export function workspacePaths(dir: string) {
  return {
    dir,
    source: path.join(dir, "source"),
    extracted: path.join(dir, "extracted"),
    paperJson: path.join(dir, "paper.json"),
    images: path.join(dir, "images"),
    scriptJson: path.join(dir, "script.json"),
    /** Serialises edits of script.json across processes. */
    scriptLock: path.join(dir, ".script-lock"),
    slides: path.join(dir, "slides"),
    audio: path.join(dir, "audio"),
    video: path.join(dir, "video"),
    translations: path.join(dir, "translations"),
    work: path.join(dir, "work"),
    /** slides/<code>/: a deck translated for a language other than the paper's. */
    slidesFor: (code: string) => path.join(dir, "slides", code),
    /** audio/<code>/ */
    audioFor: (code: string) => path.join(dir, "audio", code),
    /** video/<code>/ */
    videoFor: (code: string) => path.join(dir, "video", code),
    /** translations/<code>.json */
    translationFor: (code: string) => path.join(dir, "translations", `${code}.json`),
  };
}
export type WorkspacePaths = ReturnType<typeof workspacePaths>;

/** A file's path inside its workspace as the API shows it: relative, with forward slashes. */
export function workspaceRelative(dir: string, file: string): string {
  return path.relative(dir, file).split(path.sep).join("/");
}

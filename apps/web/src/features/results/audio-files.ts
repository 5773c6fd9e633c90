/** One narration file of the results list. */
export interface AudioItem {
  file: string;
  /** "Related work" for 02_related_work.wav. */
  label: string;
  seconds: number | null;
  /** Signed URL an <audio> can play, when the server gave one. */
  url: string | null;
}

/** `<NN>_<section>.wav` → the section as the user knows it (underscores shown as spaces, as in Step 3). */
export function sectionLabel(file: string): string {
  const words = file
    .replace(/\.[A-Za-z0-9]+$/, "")
    .replace(/^\d+_/, "")
    .replace(/_/g, " ")
    .trim();
  if (!words) return file;
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

export function audioItems(files: readonly string[], urls: Record<string, string> = {}, durations: Record<string, number> = {}): AudioItem[] {
  return files.map((file) => ({ file, label: sectionLabel(file), seconds: durations[file] ?? null, url: urls[file] ?? null }));
}

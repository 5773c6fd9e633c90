import { textLength } from "./frame-cuts.js";
import type { TimedSentence } from "./timeline.js";

/**
 * Caption size: at most two lines of about 42 characters (the common broadcast and web limit),
 * so a cue is read at a glance and never covers more than the bottom of a slide.
 */
export const CAPTION_LIMITS = { lineChars: 42, cueChars: 84 } as const;

export interface Cue {
  start_s: number;
  end_s: number;
  lines: string[];
}

/** Cuts a word longer than a whole cue (a URL, say) into cue-sized pieces. */
function hardSplit(word: string, size: number): string[] {
  const parts: string[] = [];
  let current = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word)) {
    if (textLength(current) >= size) {
      parts.push(current);
      current = "";
    }
    current += segment;
  }
  if (current) parts.push(current);
  return parts;
}

/** Splits a sentence into pieces of at most `max` characters at spaces, of about equal length. */
export function splitText(text: string, max: number): string[] {
  const words = text.split(" ").flatMap((w) => (textLength(w) > max ? hardSplit(w, max) : [w]));
  const total = textLength(words.join(" "));
  if (total <= max) return [words.join(" ")];
  const pieces: string[] = [];
  let remaining = total;
  let count = Math.ceil(total / max);
  let current: string[] = [];
  for (const word of words) {
    const candidate = textLength([...current, word].join(" "));
    // Close the piece once it reaches its fair share (balanced pieces) or the next word would overflow.
    if (current.length > 0 && (candidate > max || textLength(current.join(" ")) >= remaining / count)) {
      const piece = current.join(" ");
      pieces.push(piece);
      remaining -= textLength(piece) + 1;
      count = Math.max(1, count - 1);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) pieces.push(current.join(" "));
  return pieces;
}

/** One or two lines: a cue too long for one line breaks at the space nearest its middle. */
export function wrapLines(text: string, lineChars: number): string[] {
  if (textLength(text) <= lineChars) return [text];
  const words = text.split(" ");
  let best: string[] = [text];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const score = Math.max(textLength(a), textLength(b));
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best;
}

/**
 * Caption cues from the spoken sentences: a sentence that fits is one cue; a longer one becomes
 * several cues, each shown for its share of the sentence's time (by characters).
 */
export function captionCues(sentences: readonly TimedSentence[], limits = CAPTION_LIMITS): Cue[] {
  const cues: Cue[] = [];
  for (const sentence of sentences) {
    const text = sentence.text.replace(/\s+/g, " ").trim();
    // A sentence without time on screen would never be seen (and some readers reject empty cues).
    if (!text || sentence.end_s <= sentence.start_s) continue;
    const pieces = splitText(text, limits.cueChars);
    const weights = pieces.map((p) => textLength(p));
    const total = weights.reduce((s, x) => s + x, 0);
    const span = sentence.end_s - sentence.start_s;
    let at = sentence.start_s;
    pieces.forEach((piece, i) => {
      const end = i === pieces.length - 1 ? sentence.end_s : at + (span * (weights[i] ?? 0)) / total;
      cues.push({ start_s: at, end_s: end, lines: wrapLines(piece, limits.lineChars) });
      at = end;
    });
  }
  return cues;
}

/** hh:mm:ss.mmm, the only timestamp form every WebVTT reader accepts. */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text is markup in WebVTT: escape it so a "<" in a sentence is shown, not parsed. */
const escapeCue = (line: string) => line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function webVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((c, i) => `${i + 1}\n${vttTime(c.start_s)} --> ${vttTime(c.end_s)}\n${c.lines.map(escapeCue).join("\n")}`);
  return `WEBVTT\n\n${blocks.join("\n\n")}${blocks.length > 0 ? "\n" : ""}`;
}

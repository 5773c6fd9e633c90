import type { SectionsResponse } from "@lectern/contract";

/** One section as the editor shows it: the saved text with the user's unsaved edits laid over it. */
export interface SectionView {
  key: string;
  label: string;
  script: string;
  bullets: string[];
  /** The image the slide will use, or null for a text-only slide. */
  image: string | null;
  /** Differs from what the server has (narration, bullets, or an image removed here). */
  dirty: boolean;
  /** No Image was chosen here while the server still has an image: Save sends the removal. */
  imageRemoved: boolean;
  /** A section is complete when it has bullets. */
  complete: boolean;
}

/** The most bullets a section may have (the contract refuses more). */
export const MAX_BULLETS = 12;
export const MAX_BULLET_LENGTH = 300;
export const MAX_SCRIPT_LENGTH = 20_000;

/**
 * Talk order: the server's `order` (JSON object order is not a contract), then any section it
 * did not list, so a section is never hidden.
 */
export function orderedKeys(response: Pick<SectionsResponse, "sections" | "order">): string[] {
  const present = Object.keys(response.sections);
  const listed = (response.order ?? []).filter((key, index, all) => key in response.sections && all.indexOf(key) === index);
  return [...listed, ...present.filter((key) => !listed.includes(key))];
}

/** Names with underscores shown with spaces; the paper's own title wins when the server sent one. */
export function sectionLabel(key: string, titles?: Record<string, string>): string {
  const title = titles?.[key]?.trim();
  return title ? title : key.replaceAll("_", " ").trim();
}

/** What Save sends for a bullet list: the contract refuses empty bullets, so they are dropped. */
export function cleanBullets(bullets: readonly string[]): string[] {
  return bullets.map((bullet) => bullet.trim()).filter((bullet) => bullet !== "");
}

export function sameBullets(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((bullet, index) => bullet === b[index]);
}

export function hasBullets(bullets: readonly string[]): boolean {
  return cleanBullets(bullets).length > 0;
}

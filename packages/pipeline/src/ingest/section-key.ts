/**
 * Section keys: stable slugs with underscores, any script kept ("related_work", "模型架构",
 * "परिचय"), unique within a paper by a numeric suffix. Combining marks belong to their word:
 * Indic vowel signs are marks, and splitting on them would turn "परिचय" into "पर_चय".
 */
export function sectionKey(title: string, used: Set<string>): string {
  const base =
    title
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 60)
      .replace(/_+$/g, "") || "section";
  let key = base;
  for (let n = 2; used.has(key); n += 1) key = `${base}_${n}`;
  used.add(key);
  return key;
}

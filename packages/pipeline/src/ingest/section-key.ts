/**
 * Section keys: stable slugs with underscores, any script kept ("related_work", "模型架构"),
 * unique within a paper by a numeric suffix.
 */
export function sectionKey(title: string, used: Set<string>): string {
  const base =
    title
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 60)
      .replace(/_+$/g, "") || "section";
  let key = base;
  for (let n = 2; used.has(key); n += 1) key = `${base}_${n}`;
  used.add(key);
  return key;
}

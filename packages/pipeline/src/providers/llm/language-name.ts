const names = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** "hi" → "Hindi", so a prompt can name the language; unknown codes are described as codes. */
export function languageName(code: string): string {
  const trimmed = code.trim();
  if (trimmed === "") return "the language of the paper";
  try {
    return names.of(trimmed) ?? `the language with code "${trimmed}"`;
  } catch {
    return `the language with code "${trimmed}"`;
  }
}

/** Sentences joined into one narration that ends the way a sentence ends. */
export function joinSentences(sentences: string[], cjk: boolean): string {
  const text = sentences.filter(Boolean).join(cjk ? "" : " ").trim();
  if (text === "" || /[.!?。！？।]["”’)）」』]*$/u.test(text)) return text;
  return `${text}${cjk ? "。" : "."}`;
}

import type { Candidate } from "./rank-sentences.js";

/** Additive openers that refer back to a sentence the narration skipped: dropped, the claim stays. */
const ADDITIVE_EN =
  /^(?:Moreover|Furthermore|In addition|Additionally|Also|Besides|Further|Finally|Lastly|First|Firstly|Secondly|Second|Third|Thirdly|Next|Then|Specifically|In particular|Indeed|Importantly|Notably|Interestingly|Surprisingly|In essence),\s*/;
const ADDITIVE_ZH = /^(?:此外|另外|而且|同时|最后|其次|再者|然后)[，,]\s*/u;

/** Chosen sentences in order, with openers removed where the sentence before them was not chosen. */
export function polishChosen(chosen: Candidate[], cjk: boolean): string[] {
  return chosen.map((c, k) => {
    const followsPrevious = k > 0 && chosen[k - 1]?.index === c.index - 1;
    if (followsPrevious) return c.text;
    const stripped = c.text.replace(cjk ? ADDITIVE_ZH : ADDITIVE_EN, "");
    return stripped.charAt(0).toUpperCase() + stripped.slice(1);
  });
}

export function joinSentences(sentences: string[], cjk: boolean): string {
  return sentences.filter(Boolean).join(cjk ? "" : " ");
}

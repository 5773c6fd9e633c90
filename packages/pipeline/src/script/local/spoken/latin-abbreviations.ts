/** Written-only shorthand in words ("e.g." → "for example"); also keeps sentence splitting honest downstream. */
const REPLACEMENTS: [RegExp, string][] = [
  [/\be\.\s?g\.,?/gi, "for example,"],
  [/\bi\.\s?e\.,?/gi, "that is,"],
  [/\bw\.\s?r\.\s?t\./gi, "with respect to"],
  [/\ba\.k\.a\./gi, "also known as"],
  [/\bi\.i\.d\./gi, "independent and identically distributed"],
  [/,?\s*\betc\.(?=\s*[,;)]|\s+\p{Ll})/giu, ", and so on"],
  [/,?\s*\betc\.$/gi, ", and so on."],
  [/,?\s*\betc\./gi, ", and so on."],
  [/\bvs?\.\s/gi, "versus "],
  [/\bresp\./gi, "respectively"],
  [/\bapprox\./gi, "approximately"],
  [/\bw\//gi, "with "],
  // "…, cf. [12]." with the citation gone: "cf." pointed at nothing, so it goes with its comma.
  [/,?\s*\bcf\.\s*(?=[.;,)]|$)/gi, ""],
  [/\bcf\.\s*/gi, "compare "],
  [/\bviz\.\s*/gi, "namely "],
];

export function speakLatinAbbreviations(text: string): string {
  let s = text;
  for (const [re, to] of REPLACEMENTS) s = s.replace(re, to);
  return s.replace(/,\s*,/g, ",").replace(/\s{2,}/g, " ");
}

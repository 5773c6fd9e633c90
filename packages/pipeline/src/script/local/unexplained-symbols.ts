/**
 * Greek letters as a speaker says them: the names of a paper's symbols. "pi" and "chi" are left
 * out (a number and a test statistic a listener knows).
 */
const GREEK_WORD = /\b(?:alpha|beta|gamma|delta|epsilon|zeta|eta|theta|iota|kappa|lambda|mu|nu|xi|omicron|rho|sigma|tau|upsilon|phi|psi|omega)\b/gi;
/** Words before a symbol that name no quantity: "Parameter nu is …", "a sum over mu". */
const NOT_A_NAME = /^(?:parameters?|variables?|coefficients?|constants?|terms?|symbols?|values?|of|by|and|or|where|with|in|on|for|to|sub|hat|bar|the|a|an|is|are|equals?|times|plus|minus|over)$/i;

/**
 * The symbols a sentence uses without saying what they are, among those the listener has not
 * heard: "Parameter nu is identified by …" when nu was never introduced. A symbol right after the
 * words that name it ("the rate of censorship psi") is introduced there.
 */
export function unexplainedSymbols(text: string, heard: ReadonlySet<string>): string[] {
  const out: string[] = [];
  // An aside in parentheses is not what the sentence says ("… in period 5 (a small recovery in mu)").
  const main = text.replace(/\([^()]*\)/g, " ");
  for (const m of main.matchAll(GREEK_WORD)) {
    const name = m[0].toLowerCase();
    if (heard.has(name)) continue;
    // Named only by the word right before it, with no punctuation between ("In that case, mu …" is not).
    const before = main.slice(0, m.index).trimEnd().split(/\s+/).at(-1) ?? "";
    if (before === "" || /[,;:.]$/.test(before) || NOT_A_NAME.test(before)) out.push(name);
  }
  return out;
}

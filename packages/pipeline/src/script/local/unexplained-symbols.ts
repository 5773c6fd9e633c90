/**
 * Greek letters as a speaker says them: the names of a paper's symbols. "pi" and "chi" are left
 * out (a number and a test statistic a listener knows).
 */
const GREEK_WORD = /\b(?:alpha|beta|gamma|delta|epsilon|zeta|eta|theta|iota|kappa|lambda|mu|nu|xi|omicron|rho|sigma|tau|upsilon|phi|psi|omega)\b/gi;
/** Words before a symbol that name no quantity: "Parameter nu is …", "a sum over mu". */
const NOT_A_NAME = /^(?:parameters?|variables?|coefficients?|constants?|terms?|symbols?|values?|of|by|and|or|where|with|in|on|for|to|sub|hat|bar|the|a|an|is|are|equals?|times|plus|minus|over|that|which|than|as|at|if|when|whether|so|each|any|all|from|into|per|let|then|we|it|be|has|have|same|this|these|between|vs|versus|under|after|before|also|only|large|small|fixed|given|using|setting|choosing|varying|increasing|decreasing|fixing)$/i;

/**
 * A capital letter standing alone as a name: a variable ("calculate Z", "more similar to D than
 * S"). Not "A" or "I", not C or R (programming languages), not a unit after a number ("800 K"),
 * not a letter in a name ("H/ACA", "N.crassa", "X-ray").
 */
export const VARIABLE_LETTER = /(?<![\p{L}\p{N}./-])(?<!\d\s)(?![AICR](?![\p{L}\p{N}/'’-]|\.\p{L}))\p{Lu}(?![\p{L}\p{N}/'’-]|\.\p{L})/gu;

/** The same, for a test: whether a text names a variable by its letter. */
export const HAS_VARIABLE_LETTER = new RegExp(VARIABLE_LETTER.source, "u");

/**
 * A small letter standing alone ("in the limit that f goes to 1", "the range for k is 8-10"): on a
 * slide, a symbol no one defined. Not "a", not a unit after a number ("5 m", "3 s"), not a letter
 * of an abbreviation ("i.e.") or a word ("x-ray", "k-means").
 */
export const HAS_SMALL_VARIABLE = /(?<![\p{L}\p{N}'’./-])(?<!\d\s)(?!a(?![\p{L}\p{N}]))\p{Ll}(?![\p{L}\p{N}'’/-]|\.\p{L}|\.\s?\p{Ll}\.)/u;

/**
 * A small letter said with its decoration: "m sub t", "x hat", "y prime". A lone small letter may
 * be a word ("a"); with a subscript or an accent it is a symbol.
 */
const DECORATED_LETTER = /(?<![\p{L}\p{N}'’-])\p{Ll} (?:sub [\p{L}\p{N}]{1,6}|hat|bar|tilde|prime|star)\b/gu;

/** A lone small letter in a relation ("before t equals 3", "when x is less than 1"): a variable, as a capital would be. */
const RELATED_LETTER = /(?<![\p{L}\p{N}'’.-])(?![ai]\b)\p{Ll}(?= (?:equals|is (?:less|greater|smaller|larger) than|is (?:about|approximately|at most|at least)|is equal to)\b)/gu;

/** Parts a paper numbers: "stage 2", "period 4", "step 3". */
const PART = "stage|step|phase|period|round|level|scenario|setting|condition|option|requirement|criterion|module|layer|tier|wave|epoch|generation";
/**
 * A numbered part of the paper's own making. A listener knows which one only once the numbering
 * was heard ("stage 1 …", "in two stages"); the second or a later one said first leans on the
 * text that set the numbering up.
 */
const NUMBERED_PART = new RegExp(`\\b(${PART})\\s+(?:\\d{1,2}|I{1,3}|IV|V|VI{1,3})\\b`, "gi");
/** Where a numbering is set up: the first one named, or the parts counted ("two stages", "5 periods"). */
const NUMBERING = new RegExp(`\\b(${PART})\\s+(?:1|one|I)\\b|\\b(?:two|three|four|five|six|seven|eight|nine|ten|\\d{1,2})\\s+(${PART})s\\b`, "gi");

/** The heard key for a kind of numbered part, from a match of NUMBERED_PART or NUMBERING. */
const numberingKey = (m: RegExpMatchArray) => `§${(m[1] ?? m[2] ?? "").toLowerCase()} #`;

/** Keys for the letter symbols and numberings a sentence names, kept beside its content words as heard. */
export function letterTokens(text: string): string[] {
  return [
    ...[...text.matchAll(VARIABLE_LETTER)].map((m) => `§${m[0]}`),
    ...[...text.matchAll(DECORATED_LETTER)].map((m) => `§${m[0]}`),
    ...[...text.matchAll(RELATED_LETTER)].map((m) => `§${m[0]}`),
    ...[...text.matchAll(NUMBERED_PART)].map(numberingKey),
    ...[...text.matchAll(NUMBERING)].map(numberingKey),
  ];
}

/**
 * The symbols a sentence uses without saying what they are, among those the listener has not
 * heard: "Parameter nu is identified by …" when nu was never introduced. A symbol right after the
 * words that name it ("the rate of censorship psi") is introduced there.
 */
export function unexplainedSymbols(text: string, heard: ReadonlySet<string>): string[] {
  const out: string[] = [];
  // An aside in parentheses is not what the sentence says ("… in period 5 (a small recovery in mu)").
  const main = text.replace(/\([^()]*\)/g, " ");
  const symbols = [
    ...[...main.matchAll(GREEK_WORD)].map((m) => ({ m, key: m[0].toLowerCase() })),
    ...[...main.matchAll(VARIABLE_LETTER)].map((m) => ({ m, key: `§${m[0]}` })),
    ...[...main.matchAll(DECORATED_LETTER)].map((m) => ({ m, key: `§${m[0]}` })),
    ...[...main.matchAll(RELATED_LETTER)].map((m) => ({ m, key: `§${m[0]}` })),
  ];
  // "Until period 2, …" when no period was numbered yet.
  const numbered = new Set([...text.matchAll(NUMBERING)].map(numberingKey));
  for (const m of text.matchAll(NUMBERED_PART)) {
    const key = numberingKey(m);
    if (!heard.has(key) && !numbered.has(key) && !out.includes(key)) out.push(key);
  }
  // In the order they are said: a symbol named once ("train a policy pi so that pi achieves …") is
  // known for the rest of the sentence.
  const namedHere = new Set<string>();
  for (const { m, key: name } of symbols.sort((a, b) => (a.m.index ?? 0) - (b.m.index ?? 0))) {
    if (heard.has(name) || namedHere.has(name)) continue;
    // Named only by the word right before it, with no punctuation between ("In that case, mu …" is not).
    const words = main.slice(0, m.index).trimEnd().split(/\s+/).filter(Boolean);
    const before = words.at(-1) ?? "";
    // A verb is no name for its object: "Parameterising gamma …", "the estimated beta", "we normalize mu".
    const verb = /(?:ed|ise|ize|ises|izes)$/i.test(before) || (words.length === 1 && /ing$/i.test(before));
    if (before === "" || /[,;:.]$/.test(before) || NOT_A_NAME.test(before) || verb) {
      if (!out.includes(name)) out.push(name);
    } else namedHere.add(name);
  }
  return out;
}

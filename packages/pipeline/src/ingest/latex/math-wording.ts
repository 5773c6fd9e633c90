/**
 * What the speech engine says, made into what a speaker would say, per locale of the engine.
 * The engine's rules read symbol names ("plus sign", "right arrow"); a lecturer says "plus" and
 * "goes to". Where a locale's rules read a construct wrongly, that formula is not said in that
 * locale at all (the caller keeps the English words) rather than said wrongly.
 */

/** Locales of the speech engine that narration languages use: English and Hindi. */
export type MathLocale = "en" | "hi";

/** The engine's locale for a narration language (ISO code), or null when it has no rules for it. */
export function mathLocaleFor(languageCode: string): MathLocale | null {
  return languageCode === "en" || languageCode === "hi" ? languageCode : null;
}

type Rewrites = readonly (readonly [RegExp, string])[];

/** ClearSpeak English. */
const ENGLISH: Rewrites = [
  [/\s*ˆ/g, " hat"],
  [/\s*ˇ/g, " check"],
  [/\bdot above\b/g, "dot"],
  [/\bnormal triangle\b/g, "Delta"],
  [/\bnormal (?=\p{L})/gu, ""],
  // A font is not said: a lecturer reads a bold h as "h".
  [/\bbold (?:italic )?(?=\p{L})/gu, ""],
  [/\bhorizontal bar\b/g, "bar"],
  [/\bdouble struck (?=\p{L})/gu, ""],
  [/\bscript l\b/g, "ell"],
  // Big-O notation is said "big O", whatever font the paper sets it in.
  [/\b(?:script |bold )?(?:capital )?O of\b/g, "big O of"],
  [/\b(?:sans serif|fraktur|monospace|script)(?: bold| italic)* (?=\p{L})/gu, ""],
  [/\bfinal sigma\b/g, "sigma"],
  // "$F_1$" alone is the F1 score, which nobody calls "F sub 1".
  [/^F sub 1$/g, "F1"],
  [/\blamda\b/g, "lambda"],
  [/\bthe metric of\b/g, "the norm of"],
  [/\bpercent sign\b/g, "percent"],
  [/\braised to the down tack power\b/g, "transpose"],
  [/\bto the down tack power\b/g, "transpose"],
  [/\bdivides\b/g, "given"],
  [/\bis less than or equivalent to\b/g, "is below about"],
  [/\bis greater than or equivalent to\b/g, "is above about"],
  [/^almost equals\b/g, "about"],
  [/\balmost equals\b/g, "is about"],
  [/^is (?=(?:(?:much|far) )?(?:less|greater|at|about)\b)/g, ""],
  [/\b([Rr])-(?=\p{L}|\d)/gu, "R "],
  [/\bright arrow\b/g, "goes to"],
  [/\b(?:raised )?to the (?:asterisk|star) power\b/g, "star"],
  [/\basterisk\b/g, "star"],
  [/ comma dot dot dot comma /g, " up to "],
  // A unit set upright after its number is spelled letter by letter ("1030 n m"): said as its name.
  [/(\d) n m\b/g, "$1 nanometres"],
  [/(\d) m m\b/g, "$1 millimetres"],
  [/(\d) c m\b/g, "$1 centimetres"],
  [/(\d) k m\b/g, "$1 kilometres"],
  [/(\d) k g\b/g, "$1 kilograms"],
  [/(\d) n s\b/g, "$1 nanoseconds"],
  // "\bar{d}", "\overline{d}": a speaker says "d bar".
  [/\boverline\b/g, "bar"],
  // "u(\cdot)": a function named with a placeholder for its argument is said by its name.
  [/ of open paren (?:(?:times|dot|bullet|asterisk) )?close paren\b/g, ""],
  // A bracketed list said as a list: "(alpha, chi)" → "alpha, chi", not "open paren alpha comma chi close paren".
  [/^open bracket (\S+) comma (\S+) close bracket$/g, "$1 to $2"],
  [/^open paren (.+) close paren$/g, "$1"],
  [/ comma /g, ", "],
  // A unit set in italics after a number or degrees ("15^\circ s^{-1}"): "15 degrees per second", never "s to the negative 1 power".
  [/\b(\d|degrees?) s to the negative 1 power\b/g, "$1 per second"],
  [/\b(\d|degrees?) (?:h|hr) to the negative 1 power\b/g, "$1 per hour"],
  [/\b(\d) (?:yr|y) to the negative 1 power\b/g, "$1 per year"],
  [/\b(\d) min to the negative 1 power\b/g, "$1 per minute"],
  // A fraction set as text ("2p_{3/2}", "spin 1/2") is said as a speaker says it: "three halves", "1 over 4", never "slash".
  [/\b1 slash 2\b/g, "one half"],
  [/\b3 slash 2\b/g, "three halves"],
  [/\b5 slash 2\b/g, "five halves"],
  [/\b7 slash 2\b/g, "seven halves"],
  [/\b(\d+) slash (\d+)\b/g, "$1 over $2"],
  // "$5 \times 5$ grid", "$28 \times 28$ pixels": a product of two whole numbers set alone is a size, said "5 by 5".
  [/^(\d+) times (\d+)$/g, "$1 by $2"],
];

/**
 * ClearSpeak Hindi. Its rules name the sign ("बराबर का चिह्न", "equals sign"; "गुणन चिह्न",
 * "multiplication sign") where a lecturer says the operation, and say "normal" before upright
 * Greek capitals as the English rules do.
 */
const HINDI: Rewrites = [
  [/\s*ˆ/g, " हैट"],
  [/\s*ˇ/g, " चेक"],
  [/ऊपर बिंदु/g, "डॉट"],
  [/सामान्य त्रिकोण/g, "डेल्टा"],
  [/सामान्य (?=\S)/g, ""],
  [/ल्यूनेट एप्सिलॉन/g, "एप्सिलॉन"],
  [/बोल्ड (?:इटैलिक )?(?=\S)/g, ""],
  [/लिपि स्क्रिप्ट छोटा एल/g, "एल"],
  [/बराबर का चिह्न/g, "बराबर"],
  [/गुणन चिह्न/g, "गुणा"],
  [/धन चिह्न/g, "धन"],
  [/घटाव का चिन्ह/g, "ऋण"],
  [/टिल्ड (?:संचालक|चिह्न)/g, "टिल्ड"],
  [/का घात (?:तारक|स्टार) संचालक घातांक/g, "स्टार"],
  [/का घात डाउन टैक घातांक/g, "ट्रांसपोज़"],
  [/^लगभग बराबर/g, "लगभग"],
  [/ अल्पविराम आदि आदि आदि अल्पविराम /g, " से "],
  [/^चौकोर कोष्ठ आरंभ (\S+) अल्पविराम (\S+) चौकोर कोष्ठ अंत$/g, "$1 से $2"],
  [/^कोष्ठ आरंभ (.+) कोष्ठ अंत$/g, "$1"],
  // A plain fraction: "a के हर में b" is "a over b"; said "a बटा b". (Sums and products use the
  // same words for their lower limit and are refused below.)
  [/^(\S+) के हर में (\S+)$/g, "$1 बटा $2"],
  [/ अल्पविराम /g, ", "],
];

/**
 * Hindi readings that say something else than the formula: a sum's or product's limits as a
 * denominator, a norm as a "distance function", a colon as the visarga, "⊆" as "equal or
 * equal", and the half-translated relations ("ग्रेटर-थान", "कम-से-अधिक", "आर-डी").
 */
const HINDI_MISREAD = /के हर में|समाकल|दूरी फलन|तीर|विसर्ग|के बराबर या के बराबर|कोष्ठ|आदि|-/;

export function reword(locale: MathLocale, said: string): string {
  let out = said;
  for (const [pattern, replacement] of locale === "hi" ? HINDI : ENGLISH) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, " ").trim();
}

/** Whether a reworded reading says the formula; false sends the caller back to the English words. */
export function sayable(locale: MathLocale, said: string): boolean {
  return locale !== "hi" || !HINDI_MISREAD.test(said);
}

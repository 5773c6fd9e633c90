/**
 * Kinds of sentence that play a set part in a talk, recognised by how papers of every field phrase
 * them: a conclusion's summing-up, a comparison announced before its outcome, and a subordinate
 * clause standing as a sentence.
 */

/** A conclusion's opening that sums up the paper: "This paper presented …", "In this work, we proposed …", "We have shown …". */
const SUMS_UP =
  /^(?:(?:In|With) (?:this|the present) (?:paper|work|study|article|thesis)\b|(?:This|The present) (?:paper|work|study|article|thesis) (?:has )?(?:\p{L}+ly )?(?:presents?|presented|proposes?|proposed|introduces?|introduced|develops?|developed|describes?|described|shows?|showed|shown|demonstrates?|demonstrated|investigates?|investigated|studies|studied|reports?|reported)\b|We (?:have )?(?:\p{L}+ly )?(?:presented|proposed|introduced|developed|described|shown|demonstrated|investigated|studied)\b|Here,? we\b)/u;

/**
 * A sentence that sets up a comparison and does not say how it came out: "We now assess … and we
 * compare with a count-based estimator", "The runtimes of X are compared to Y to demonstrate
 * scaling". Its outcome is in the sentences after it.
 */
export function announcesComparison(text: string): boolean {
  return /\b(?:we (?:now |then |also )?(?:compare|assess|evaluate)|(?:is|are|were|was) compared (?:to|with|against))\b/i.test(text) && !OUTCOME.test(text);
}
const OUTCOME = /\d|\b(?:better|worse|outperform\w*|faster|slower|higher|lower|improv\w*|exceed\w*|beat\w*|similar|comparable|match\w*|agree\w*|superior|inferior|same|fewer|more|less)\b/i;

/** Whether a sentence sums up the paper, as a conclusion's opening conventionally does. */
export function sumsUpPaper(text: string): boolean {
  return SUMS_UP.test(text);
}

/**
 * A subordinate clause written as a sentence of its own: "Such that an operating point is constant
 * across subgroups.", "Whereas we find that …". It finishes the sentence before it; said after
 * any other, it is a non sequitur.
 */
export function subordinateFragment(text: string): boolean {
  if (/^(?:So|Such) that\b/.test(text)) return true;
  // "Whereas we find that X corresponds to Y.": a contrast or concession with no main clause after
  // it (no comma outside brackets) finishes the sentence before it.
  // So does an assumption with nothing assumed of it: "Assuming X to have slower dynamics than Y."
  return /^(?:Whereas|Although|Though|Whilst|Because|Unless|Assuming|Supposing)\b/.test(text) && !text.replace(/\([^()]*\)/g, "").includes(",");
}

/**
 * A setup whose turn comes in the next sentence: a hypothetical first try ("In principle we could
 * fit the model directly by maximum likelihood." — but it fails, and the next sentence says what
 * is done instead), an obvious first idea ("An obvious place to start is …"), or a denial waiting
 * for its "but" ("The point of early stopping is not that …"). Closed-class English phrasing.
 */
export function setsUpTurn(text: string): boolean {
  if (/^In principle\b/i.test(text) || /\b(?:we|one) (?:could|might) (?:in principle )?(?:attempt|try|imagine|consider|naively)\b/i.test(text)) return true;
  if (/^(?:An?|The) (?:obvious|natural|simple|naive|naïve|straightforward|first) (?:place|way|approach|idea|option|starting point|attempt|solution)\b/i.test(text)) return true;
  return /\bis not (?:that|to say)\b/i.test(text) && !/,\s*but\b|;\s*(?:rather|instead)\b/i.test(text);
}

/** "On one hand, Midas mitigates all double fetch bugs": the other hand is in the next sentence. */
export function opensPair(text: string): boolean {
  return /^On (?:the )?one hand\b/i.test(text);
}

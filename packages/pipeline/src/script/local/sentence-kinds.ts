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
  return /^(?:Whereas|Although|Though|Whilst|Because|Unless)\b/.test(text) && !text.replace(/\([^()]*\)/g, "").includes(",");
}

/** "On one hand, Midas mitigates all double fetch bugs": the other hand is in the next sentence. */
export function opensPair(text: string): boolean {
  return /^On (?:the )?one hand\b/i.test(text);
}

/**
 * Nouns that stand for content given elsewhere (a shell: "advantages", "steps", "reasons"). A
 * closed class of English, not words of a field.
 */
const SHELL_PLURAL =
  "(?:advantages|disadvantages|benefits|drawbacks|modifications|changes|improvements|extensions|contributions|reasons|ways|steps|stages|phases|parts|components|elements|aspects|factors|features|properties|types|kinds|categories|classes|approaches|strategies|methods|options|challenges|problems|issues|questions|limitations|differences|lessons|findings|observations|implications|conditions|cases|scenarios|assumptions|requirements|goals|aims|objectives)";

/**
 * A sentence that counts things it does not give ("there are several advantages to adding
 * neutrino particles", "Our implementation includes several modifications to improve accuracy",
 * "The overhead has two parts"): what they are comes in the sentences after it. A colon, or
 * "namely"/"including"/"such as" after the count, gives them in the sentence itself.
 */
const ANNOUNCES_SET = new RegExp(
  String.raw`\b(?:two|three|four|five|six|seven|several|various|multiple|numerous|a few|a number of)\s+(?:(?:main|key|major|important|distinct|different|new|additional|further|other|general|possible|practical|basic|specific|significant|notable|crucial|interesting)\s+)?${SHELL_PLURAL}\b(?![^.;]*(?::|\bnamely\b|\bincluding\b|\bsuch as\b|\bsuch that\b|\(i\)|\(a\)|\b(?:first|firstly)\b))`,
  "i",
);

export function announcesSet(text: string): boolean {
  return ANNOUNCES_SET.test(text);
}

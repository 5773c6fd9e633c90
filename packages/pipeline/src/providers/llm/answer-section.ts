/**
 * One section as the model wrote it, before any rule is applied: read from the answer by
 * script-answer.ts, held to the rules by section-check.ts.
 */
export interface AnswerSection {
  script: string;
  bullet_points: string[];
  /** The slide title the model gave, if any (checked by slide-title-check.ts). */
  title?: string;
}

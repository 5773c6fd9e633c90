import { BULLETS } from "../../script/types.js";
import type { SchemaSpec } from "./schema-spec.js";

const bulletList = (minItems: number): SchemaSpec => ({
  type: "array",
  description: `${BULLETS.min} to ${BULLETS.max} slide bullets, each at most ${BULLETS.maxWords} words`,
  items: { type: "string" },
  minItems,
  maxItems: BULLETS.max,
});

/**
 * The script answer: `{sections: [{key, title, script, bullet_points}]}`. An array (not an object keyed
 * by section) keeps the talk order and needs no dynamic property names, which strict schemas
 * cannot express; the keys are an enum so a schema-honouring model cannot invent one.
 * `minBullets` below BULLETS.min lets a model give fewer bullets rather than pad with weak ones
 * where the statement rules judge them (English).
 */
export function scriptAnswerSchema(keys: readonly string[], minBullets: number = BULLETS.min): SchemaSpec {
  return {
    type: "object",
    properties: {
      sections: {
        type: "array",
        description: "One entry per planned section, in the planned order",
        minItems: keys.length,
        maxItems: keys.length,
        items: {
          type: "object",
          properties: {
            key: { type: "string", description: "The planned section's key, exactly as given", enum: keys },
            title: { type: "string", description: "A short slide title, at most 8 words, saying what the slide shows" },
            script: { type: "string", description: "The spoken narration for this section" },
            bullet_points: bulletList(minBullets),
          },
        },
      },
    },
  };
}

/** The one-section bullets answer: `{bullet_points: [...]}`. */
export const BULLETS_ANSWER_SCHEMA: SchemaSpec = { type: "object", properties: { bullet_points: bulletList(BULLETS.min) } };

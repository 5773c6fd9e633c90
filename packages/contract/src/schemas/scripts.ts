import { z } from "zod";
import { PaperId, SafeFileName, SectionKey } from "./common.js";

export const SectionScript = z.object({
  script: z.string(),
  bullet_points: z.array(z.string()),
  assigned_image: z.string().nullable().optional(),
});
export type SectionScript = z.infer<typeof SectionScript>;

export const SCRIPT_WRITERS = ["local", "gemini", "openai"] as const;
export const ScriptWriter = z.enum(SCRIPT_WRITERS);
export type ScriptWriter = z.infer<typeof ScriptWriter>;

export const TalkLength = z.enum(["short", "standard", "long"]);
export type TalkLength = z.infer<typeof TalkLength>;

/**
 * A section the offline writer wrote in an LLM's place: the model's text for it broke the script
 * rules twice (or could not be had), and why. Kept in script.json and shown on Step 3, so the
 * user knows who wrote each section.
 */
export const FallbackSection = z.object({ key: z.string(), reason: z.string() });
export type FallbackSection = z.infer<typeof FallbackSection>;

export const SectionsResponse = z.object({
  paper_id: PaperId,
  sections: z.record(z.string(), SectionScript),
  /** Section keys in talk order (JSON object order is not a contract). */
  order: z.array(z.string()).optional(),
  /** Which writer produced the current scripts, and its model ("local" for the offline writer). */
  writer: ScriptWriter.nullable().optional(),
  model: z.string().nullable().optional(),
  /** Human titles by section key ("related_work" → "Related Work"), for tabs. */
  titles: z.record(z.string(), z.string()).optional(),
  length: TalkLength.nullable().optional(),
  /** Absent when every section is the chosen writer's own. */
  fallback_sections: z.array(FallbackSection).optional(),
});
export type SectionsResponse = z.infer<typeof SectionsResponse>;

/** Body is optional: clients written for the published API send none. */
export const GenerateScriptsRequest = z
  .object({
    writer: ScriptWriter.optional(),
    length: TalkLength.optional(),
  })
  .optional();

export const GenerateScriptsResponse = z.object({
  success: z.literal(true),
  paper_id: PaperId,
  writer: ScriptWriter,
  model: z.string(),
  sections: z.number().int(),
});

/**
 * Blank or whitespace-only bullets (what "Add bullet" inserts) are dropped, not refused: an edit
 * is forgiving, the stored script never holds a blank bullet. Limits apply to what is kept.
 */
const Bullets = z
  .array(z.string().max(2_000))
  .max(100)
  .transform((bullets) => bullets.map((b) => b.trim()).filter((b) => b !== ""))
  .pipe(z.array(z.string().max(300)).max(12));
export const SectionEdit = z.object({
  script: z.string().max(20_000),
  bullet_points: Bullets,
  /**
   * null removes the section's image. Step 3's No Image choice is local until the scripts
   * are saved; then it is sent here so the slides leave the image out too. Images are chosen
   * with the image call, never here.
   */
  assigned_image: z.null().optional(),
});
export const SaveSectionsRequest = z.object({
  sections: z.record(SectionKey, SectionEdit),
});
export type SaveSectionsRequest = z.infer<typeof SaveSectionsRequest>;

export const SectionParams = z.object({ id: PaperId, section: SectionKey });
export const AssignImageQuery = z.object({ image_name: SafeFileName.optional() });
export const AssignImageResponse = z.object({
  success: z.literal(true),
  section: z.string(),
  assigned_image: z.string().nullable(),
});

/** The one-section bullet call: POST /scripts/{id}/sections/{section}/bullets. */
export const BulletPointsRequest = z.object({ text: z.string().trim().min(1).max(20_000) });
export const BulletPointsResponse = z.object({ bullet_points: z.array(z.string()) });

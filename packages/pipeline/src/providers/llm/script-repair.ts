import { askForSections, type ScriptJob } from "./script-ask.js";
import { ProviderError } from "../provider-error.js";
import { buildRepairPrompt } from "./repair-prompt.js";
import { checkSections, type SectionsChecked } from "./section-check.js";

/**
 * Asks once more for the sections that broke the rules, saying why, and checks the new text.
 * What is still wrong afterwards (or was left out) is returned with the reason. A second request
 * that fails outright costs only the sections it was for: the rest of the talk is already good.
 */
export async function askAgain(job: ScriptJob, failed: ReadonlyMap<string, string>, signal?: AbortSignal): Promise<SectionsChecked> {
  const keys = [...failed.keys()];
  const before = (key: string) => failed.get(key) ?? "";
  const answer = await askForSections(job, buildRepairPrompt(job.plan, failed, job.limits), keys, true, signal).catch((err: unknown) => {
    if (err instanceof ProviderError) return err;
    throw err;
  });
  if (answer instanceof ProviderError) {
    return { written: {}, failed: new Map(keys.map((k) => [k, `${before(k)}; asking again failed: ${answer.message}`])) };
  }
  const again = checkSections(answer, job.rules);
  for (const key of keys) if (!answer.has(key)) again.failed.set(key, `${before(key)}; the second answer left it out`);
  return again;
}

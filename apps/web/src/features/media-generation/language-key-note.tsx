import { TRANSLATION_KEYS_TEXT, type LanguageName } from "@lectern/contract";
import { Link } from "react-router";
import { stepByNumber } from "../../workflow/workflow-steps";
import type { LanguageBlocks } from "./narration-languages";

interface LanguageKeyNoteProps {
  id: string;
  language: LanguageName;
  blocks: LanguageBlocks;
}

const linkClass = "font-medium text-indigo-600 underline hover:no-underline dark:text-indigo-400";

/** What the keys allow, said before a choice; and why Generate waits when the choice needs a key. */
export function LanguageKeyNote({ id, language, blocks }: LanguageKeyNoteProps) {
  const chosen = blocks.get(language);
  const apiSetup = (
    <Link to={stepByNumber(1).path} className={linkClass}>
      API Setup
    </Link>
  );
  if (chosen) {
    return (
      <p id={id} role="status" className="text-sm text-amber-800 dark:text-amber-200">
        Narration in {language} {chosen.reason ?? `needs ${TRANSLATION_KEYS_TEXT}`}, to translate the scripts. Add one in {apiSetup}, or choose a
        language your keys allow (English needs none).
      </p>
    );
  }
  if (blocks.size > 0) {
    return (
      <p id={id} className="text-xs text-slate-600 dark:text-slate-400">
        English is narrated offline. The other {blocks.size} languages are translated first, which needs {TRANSLATION_KEYS_TEXT}: add one in {apiSetup}.
      </p>
    );
  }
  return (
    <p id={id} className="text-xs text-slate-600 dark:text-slate-400">
      Narration in a language other than the paper's is translated first with your Sarvam, Gemini or OpenAI-compatible key. The slides are translated
      with it.
    </p>
  );
}

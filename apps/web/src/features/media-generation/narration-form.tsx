import type { LanguageName, VoiceKey } from "@lectern/contract";
import { Clapperboard } from "lucide-react";
import { Spinner } from "../../components/spinner";
import { LanguageKeyNote } from "./language-key-note";
import type { LanguageBlocks } from "./narration-languages";
import { LANGUAGE_OPTIONS, optionValue, VOICE_OPTIONS } from "./narration-options";

interface NarrationFormProps {
  language: LanguageName;
  voice: VoiceKey;
  running: boolean;
  /** Languages the user's keys cannot narrate: offered disabled, with the reason. */
  blocks: LanguageBlocks;
  onLanguage: (language: LanguageName) => void;
  onVoice: (voice: VoiceKey) => void;
  onGenerate: () => void;
  /** Whether the video emphasises the bullet being narrated. */
  highlight: boolean;
  onHighlight: (highlight: boolean) => void;
}

const selectClass = "input w-full py-2 pr-8 sm:w-auto sm:min-w-48";
const HINT_ID = "narration-language-hint";

/** Voice and Language selects and Generate Audio & Video (Step 5). */
export function NarrationForm({ language, voice, running, blocks, onLanguage, onVoice, onGenerate, highlight, onHighlight }: NarrationFormProps) {
  // A stored choice the keys no longer allow stays shown, but Generate waits and says why.
  const blocked = blocks.has(language);
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="space-y-1">
          <label htmlFor="narration-voice" className="block text-xs font-semibold text-slate-700 dark:text-slate-300">
            Voice
          </label>
          <select id="narration-voice" className={selectClass} value={voice} disabled={running} onChange={(event) => onVoice(optionValue(VOICE_OPTIONS, event.target.value) ?? voice)}>
            {VOICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="narration-language" className="block text-xs font-semibold text-slate-700 dark:text-slate-300">
            Language
          </label>
          <select
            id="narration-language"
            className={selectClass}
            value={language}
            disabled={running}
            aria-describedby={HINT_ID}
            onChange={(event) => onLanguage(optionValue(LANGUAGE_OPTIONS, event.target.value) ?? language)}
          >
            {LANGUAGE_OPTIONS.map((option) => {
              const block = blocks.get(option.value);
              return (
                <option key={option.value} value={option.value} disabled={block !== undefined}>
                  {block?.reason ? `${option.label} · ${block.reason}` : option.label}
                </option>
              );
            })}
          </select>
        </div>
        <button
          type="button"
          className="btn-primary sm:ml-auto"
          disabled={running || blocked}
          aria-describedby={blocked ? HINT_ID : undefined}
          onClick={onGenerate}
        >
          {running ? <Spinner size="sm" className="[&_svg]:text-white" /> : <Clapperboard aria-hidden="true" className="h-4 w-4" />}
          {running ? "Generating..." : "Generate Audio & Video"}
        </button>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" className="h-4 w-4" checked={highlight} disabled={running} onChange={(event) => onHighlight(event.target.checked)} />
        Highlight the bullet being spoken in the video
      </label>
      <LanguageKeyNote id={HINT_ID} language={language} blocks={blocks} />
    </div>
  );
}

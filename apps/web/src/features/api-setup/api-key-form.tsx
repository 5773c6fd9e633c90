import { ERRORS, NOTICES, type KeyField, type KeySetupRequest, type KeyStatusResponse } from "@lectern/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Info, ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { isApiError } from "../../api/api-error";
import { saveApiKeys } from "../../api/endpoints";
import { keyStatusKey } from "../../api/queries/keys";
import { Spinner } from "../../components/spinner";
import { ApiKeyField } from "./api-key-field";
import { KEY_FIELD_INFO, OFFLINE_BASELINE } from "./key-fields";

type KeyValues = Record<KeyField, string>;

/** What a failed save tells the user; null when the client already handled it (lost session). */
function saveFailureText(error: unknown): string | null {
  if (isApiError(error) && error.status === 401) return null;
  return (isApiError(error) ? error.detail : undefined) ?? ERRORS.keySaveFailed;
}

/** Shown when Save is pressed with nothing typed: every key is optional, so there is another way on. */
export const NOTHING_TO_SAVE = "Enter at least one key to save, or choose Skip for Now to continue without keys.";

/** Only typed keys are sent: an absent field leaves the saved key as it is (an empty one would remove it). */
export function buildKeyRequest(values: KeyValues): KeySetupRequest {
  const request: KeySetupRequest = {};
  for (const { field } of KEY_FIELD_INFO) {
    const value = values[field].trim();
    if (value) request[field] = value;
  }
  return request;
}

interface ApiKeyFormProps {
  status: KeyStatusResponse | undefined;
  statusFailed: boolean;
  onSaved: () => void;
  /** Step 1 needs no key: goes on to Step 2 without saving. */
  onSkip: () => void;
}

export function ApiKeyForm({ status, statusFailed, onSaved, onSkip }: ApiKeyFormProps) {
  const [values, setValues] = useState<KeyValues>({ gemini_key: "", sarvam_key: "", openai_key: "" });
  const [triedEmpty, setTriedEmpty] = useState(false);
  const queryClient = useQueryClient();

  const storeStatus = ({ success: _success, ...fresh }: KeyStatusResponse & { success: true }) =>
    queryClient.setQueryData<KeyStatusResponse>(keyStatusKey(), fresh);

  const save = useMutation({
    mutationFn: (request: KeySetupRequest) => saveApiKeys(request, { quiet: true }),
    onSuccess: (fresh) => {
      storeStatus(fresh);
      toast.success(NOTICES.keysConfigured);
      onSaved();
    },
    onError: (error) => {
      const text = saveFailureText(error);
      if (text) toast.error(text);
    },
  });

  const remove = useMutation({
    mutationFn: (field: KeyField) => saveApiKeys({ [field]: "" }, { quiet: true }),
    onSuccess: (fresh, field) => {
      storeStatus(fresh);
      const label = KEY_FIELD_INFO.find((f) => f.field === field)?.label ?? "API key";
      toast.success(`${label} removed`);
    },
    onError: (error) => {
      const text = saveFailureText(error);
      if (text) toast.error(text);
    },
  });

  const request = buildKeyRequest(values);
  const nothingTyped = Object.keys(request).length === 0;
  const busy = save.isPending || remove.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (nothingTyped) {
      setTriedEmpty(true);
      return;
    }
    save.mutate(request);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-6 p-5 sm:p-8" aria-labelledby="keys-form-heading">
      <div>
        <h2 id="keys-form-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Configure API Keys
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Keys are checked with their provider when you save them.</p>
        {statusFailed ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-200">
            The status of your saved keys could not be loaded. You can still save new keys.
          </p>
        ) : null}
      </div>

      {KEY_FIELD_INFO.map((info) => (
        <ApiKeyField
          key={info.field}
          info={info}
          value={values[info.field]}
          state={status?.[info.field]}
          disabled={busy}
          onChange={(value) => {
            setValues((prev) => ({ ...prev, [info.field]: value }));
            setTriedEmpty(false);
          }}
          onRemove={() => remove.mutate(info.field)}
        />
      ))}

      <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          <strong className="font-semibold">Your keys are safe.</strong> They are encrypted and stored on the server, never in your browser. You can
          change or remove them at any time here in settings.
        </p>
      </div>
      <div className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-100">
        <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>{OFFLINE_BASELINE}</p>
      </div>

      {triedEmpty ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {NOTHING_TO_SAVE}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className="btn-primary flex-1 py-3 text-base" disabled={busy}>
          {save.isPending ? (
            <>
              <Spinner size="sm" className="[&_svg]:text-white" />
              Configuring...
            </>
          ) : (
            "Save Configuration & Continue"
          )}
        </button>
        <button type="button" className="btn-secondary py-3 text-base" disabled={save.isPending} onClick={onSkip}>
          Skip for Now
        </button>
      </div>
    </form>
  );
}

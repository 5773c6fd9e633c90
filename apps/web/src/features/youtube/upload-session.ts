import { LanguageName, PaperId } from "@lectern/contract";
import { z } from "zod";
import { readItem, removeItem, writeItem } from "../../lib/safe-storage";

/**
 * What the tab remembers between leaving for Google's consent page and coming back to
 * /oauth2callback: which paper (and language) to upload, and the state the server issued.
 * Session storage: it stays with this tab and goes when the tab closes.
 */
const UploadSession = z.object({
  paper_id: PaperId,
  state: z.string().min(1),
  language: LanguageName.optional(),
  title: z.string().optional(),
});
export type UploadSession = z.infer<typeof UploadSession>;

const KEY = "youtube_upload";

export function rememberUpload(session: UploadSession): void {
  writeItem(KEY, JSON.stringify(session), "session");
}

/** The remembered upload, or null when there is none or it is not ours (edited by hand, old format). */
export function recallUpload(): UploadSession | null {
  const raw = readItem(KEY, "session");
  if (raw === null) return null;
  try {
    const parsed = UploadSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetUpload(): void {
  removeItem(KEY, "session");
}

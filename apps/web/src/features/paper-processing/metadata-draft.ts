import { MetadataUpdate, type PaperMetadata } from "@lectern/contract";

/** The editable part of the metadata, as typed. */
export interface MetadataDraft {
  title: string;
  authors: string;
  date: string;
}

export type DraftErrors = Partial<Record<keyof MetadataDraft, string>>;

const FIELDS = ["title", "authors", "date"] as const;

export function draftOf(metadata: PaperMetadata): MetadataDraft {
  return { title: metadata.title, authors: metadata.authors, date: metadata.date };
}

/** "Changes exist" (which enables Save Changes) means any field differs from what the server has. */
export function hasChanges(draft: MetadataDraft, saved: MetadataDraft): boolean {
  return FIELDS.some((field) => draft[field] !== saved[field]);
}

/** The contract's own rules (title required, lengths), so the form and the server agree. */
export function validateDraft(draft: MetadataDraft): { ok: true; value: MetadataUpdate } | { ok: false; errors: DraftErrors } {
  const parsed = MetadataUpdate.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((f) => f === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

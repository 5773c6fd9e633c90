/** The outcome of checking something a model wrote: the usable value, or why it is unusable. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

export const accepted = <T>(value: T): Checked<T> => ({ ok: true, value });
export const rejected = <T = never>(reason: string): Checked<T> => ({ ok: false, reason });

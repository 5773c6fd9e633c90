import { parseLecternOrigin } from "./lectern-url";

/**
 * Where Lectern is when nothing was set and the extension did not come from a Lectern server
 * (a development build loaded unpacked): the server's own default address.
 */
export const FALLBACK_LECTERN_ORIGIN = "http://127.0.0.1:8080";

/** The global defaults.js sets; the server writes its own address into the copy it zips. */
export const DEFAULTS_GLOBAL = "LECTERN_DEFAULTS";

/** The Lectern address baked into this copy of the extension (see defaults.js). */
export function defaultLecternOrigin(): string {
  const defaults: unknown = Reflect.get(globalThis, DEFAULTS_GLOBAL);
  const url: unknown = typeof defaults === "object" && defaults !== null ? Reflect.get(defaults, "lecternUrl") : undefined;
  if (typeof url !== "string") return FALLBACK_LECTERN_ORIGIN;
  const check = parseLecternOrigin(url);
  return check.ok ? check.origin : FALLBACK_LECTERN_ORIGIN;
}

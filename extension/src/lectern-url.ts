/** Step 2 of Lectern reads the paper link from this query parameter (apps/web). */
const STEP2_PATH = "/paper-processing";
const ARXIV_PARAM = "arxiv";

export type OriginCheck = { ok: true; origin: string } | { ok: false; problem: string };

/**
 * Reads what a user typed as the Lectern address. Lectern is a single-page app served from the
 * root of its origin, so only scheme, host and port mean anything: a path, query or sign-in
 * part is refused rather than silently dropped, so the user knows what will be used.
 */
export function parseLecternOrigin(input: string): OriginCheck {
  const text = input.trim();
  if (text === "") return { ok: false, problem: "Enter the address of your Lectern server." };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: "Enter a full address starting with https:// or http://." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, problem: "Only https:// and http:// addresses work." };
  if (url.username || url.password) return { ok: false, problem: "Leave out the user name and password." };
  if (url.pathname !== "/" || url.search || url.hash) {
    return { ok: false, problem: `Enter only the server's address, without a path: ${url.origin}` };
  }
  return { ok: true, origin: url.origin };
}

/** The address that opens Lectern's Step 2 with this paper filled in. */
export function lecternLinkFor(origin: string, absUrl: string): string {
  return `${origin}${STEP2_PATH}?${ARXIV_PARAM}=${encodeURIComponent(absUrl)}`;
}

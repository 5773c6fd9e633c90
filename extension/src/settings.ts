import { defaultLecternOrigin } from "./defaults";
import { parseLecternOrigin } from "./lectern-url";

/** chrome.storage.sync key of the Lectern address the user chose on the options page. */
const LECTERN_URL_KEY = "lecternUrl";

/** The user's own choice, or null when they kept the default (or stored something unusable). */
export async function chosenLecternOrigin(): Promise<string | null> {
  const items = await chrome.storage.sync.get(LECTERN_URL_KEY);
  const value: unknown = items[LECTERN_URL_KEY];
  if (typeof value !== "string") return null;
  const check = parseLecternOrigin(value);
  return check.ok ? check.origin : null;
}

/** The Lectern address links open: the user's choice, else the one this copy came with. */
export async function lecternOrigin(): Promise<string> {
  return (await chosenLecternOrigin()) ?? defaultLecternOrigin();
}

/** Stores the user's choice; null goes back to the default. */
export async function chooseLecternOrigin(origin: string | null): Promise<void> {
  if (origin === null) await chrome.storage.sync.remove(LECTERN_URL_KEY);
  else await chrome.storage.sync.set({ [LECTERN_URL_KEY]: origin });
}

/** Calls back with the address in force whenever the user changes it (in any open tab). */
export function onLecternOriginChange(callback: (origin: string) => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === "sync" && LECTERN_URL_KEY in changes) void lecternOrigin().then(callback);
  });
}

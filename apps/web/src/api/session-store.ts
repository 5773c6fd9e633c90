import { STORAGE_KEYS, User } from "@lectern/contract";
import { readItem, removeItem, writeItem } from "../lib/safe-storage";

// The session lives in localStorage: `access_token` with the user under `user_data` is the
// authoritative pair. `auth_token` is an older key name, read only as a fallback so an earlier
// sign-in keeps working, and always removed when the session is stored or cleared.

export function readStoredToken(): string | null {
  return readItem(STORAGE_KEYS.accessToken) ?? readItem(STORAGE_KEYS.authToken);
}

export function readStoredUser(): User | null {
  const raw = readItem(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed = User.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  writeItem(STORAGE_KEYS.accessToken, token);
  writeItem(STORAGE_KEYS.userData, JSON.stringify(user));
  removeItem(STORAGE_KEYS.authToken);
}

export function storeUser(user: User): void {
  writeItem(STORAGE_KEYS.userData, JSON.stringify(user));
}

export function clearStoredSession(): void {
  removeItem(STORAGE_KEYS.accessToken);
  removeItem(STORAGE_KEYS.userData);
  removeItem(STORAGE_KEYS.authToken);
}

/**
 * API keys are secrets the server keeps encrypted; this app never writes them to the browser.
 * An older client did, so sign-out removes any copy it may have left behind.
 */
export function clearLegacyKeyCopies(): void {
  removeItem(STORAGE_KEYS.geminiKey);
  removeItem(STORAGE_KEYS.sarvamKey);
  removeItem(STORAGE_KEYS.openaiKey);
}

// Web storage can throw (disabled cookies, private mode, quota). Losing a preference is
// better than crashing the app, so every access goes through these helpers.

type StorageArea = "local" | "session";

function area(which: StorageArea): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, which: StorageArea = "local"): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, which: StorageArea = "local"): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the value simply is not remembered.
  }
}

export function removeItem(key: string, which: StorageArea = "local"): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

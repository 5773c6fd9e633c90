import { useCallback, useSyncExternalStore } from "react";
import { applyTheme, resolveTheme, storeTheme, watchSystemTheme, type Theme } from "./theme";

// One tiny store shared by every toggle on the page (the top bar and the mobile user menu
// can both be mounted), so they never disagree.
const listeners = new Set<() => void>();
let current: Theme | null = null;

function read(): Theme {
  current ??= resolveTheme();
  return current;
}

function set(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopWatching = watchSystemTheme(() => set(resolveTheme()));
  return () => {
    listeners.delete(listener);
    stopWatching();
  };
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, read, read);
  const toggleTheme = useCallback(() => {
    const next: Theme = read() === "dark" ? "light" : "dark";
    storeTheme(next);
    set(next);
  }, []);
  return { theme, toggleTheme };
}

import { STORAGE_KEYS } from "@lectern/contract";
import { readItem, writeItem } from "../lib/safe-storage";

export type Theme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export function readStoredTheme(): Theme | null {
  const stored = readItem(STORAGE_KEYS.theme);
  return stored === "light" || stored === "dark" ? stored : null;
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** The stored choice wins; without one the system colour scheme decides. */
export function resolveTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

export function storeTheme(theme: Theme): void {
  writeItem(STORAGE_KEYS.theme, theme);
}

/** Calls back when the system scheme changes; the app follows it only while nothing is stored. */
export function watchSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

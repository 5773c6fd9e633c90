import type { KeyState } from "@lectern/contract";

const BADGES: Record<Exclude<KeyState, "missing">, { text: string; className: string }> = {
  valid: { text: "Valid", className: "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30" },
  invalid: { text: "Invalid", className: "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/30" },
  // The server stored it but could not reach the provider to check it.
  unverified: { text: "Saved (not verified)", className: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30" },
};

export function KeyStatusBadge({ state }: { state: KeyState | undefined }) {
  if (!state || state === "missing") return null;
  const badge = BADGES[state];
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badge.className}`}>{badge.text}</span>;
}

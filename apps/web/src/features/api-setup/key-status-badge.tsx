import type { KeyState } from "@lectern/contract";

const BADGES: Record<KeyState, { text: string; className: string }> = {
  valid: { text: "Valid", className: "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30" },
  invalid: { text: "Invalid", className: "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/30" },
  // The server stored it but could not reach the provider to check it: worth trying, not a fault.
  unverified: { text: "Saved (could not be checked)", className: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30" },
  // Never set is no fault either (only English narration and the offline writer need no key): neutral.
  missing: { text: "Not set", className: "bg-slate-50 text-slate-600 ring-slate-500/20 dark:bg-slate-500/10 dark:text-slate-300 dark:ring-slate-400/30" },
};

export function KeyStatusBadge({ state }: { state: KeyState | undefined }) {
  if (!state) return null;
  const badge = BADGES[state];
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badge.className}`}>{badge.text}</span>;
}

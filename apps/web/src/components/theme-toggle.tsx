import { Moon, Sun } from "lucide-react";
import { useTheme } from "../theme/use-theme";

/** Icon button for bars, or a full-width row for menus (`variant="row"`). */
export function ThemeToggle({ variant = "icon" }: { variant?: "icon" | "row" }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  const Icon = theme === "dark" ? Sun : Moon;
  if (variant === "row") {
    return (
      <button type="button" onClick={toggleTheme} className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {next === "dark" ? "Dark theme" : "Light theme"}
      </button>
    );
  }
  return (
    <button type="button" onClick={toggleTheme} className="icon-btn" aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

export interface LogSummary {
  /** The first "! ..." error line with the line after it, if any. */
  firstError: string | null;
  overfullVbox: number;
  /**
   * The .tex lines of the Overfull \vbox reports that name one ("detected at line N"); a report
   * without a line (a whole page too full) is in overfullVbox only.
   */
  overfullVboxLines: number[];
  overfullHbox: number;
  /** Characters the font lacked (LuaLaTeX reports and skips them). */
  missingChars: string[];
}

export function summariseLog(log: string): LogSummary {
  const lines = log.split(/\r?\n/);
  const errorAt = lines.findIndex((l) => l.startsWith("! "));
  const firstError = errorAt < 0 ? null : [lines[errorAt], lines[errorAt + 1] ?? ""].join(" ").replace(/\s+/g, " ").trim();
  const missingChars = [...log.matchAll(/Missing character: There is no (\S+)/g)].map((m) => m[1] ?? "");
  return {
    firstError,
    overfullVbox: (log.match(/Overfull \\vbox/g) ?? []).length,
    overfullVboxLines: [...log.matchAll(/Overfull \\vbox \([^)]*\) detected at line (\d+)/g)].map((m) => Number(m[1])),
    overfullHbox: (log.match(/Overfull \\hbox/g) ?? []).length,
    missingChars: [...new Set(missingChars)],
  };
}

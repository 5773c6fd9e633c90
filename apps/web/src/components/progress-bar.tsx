import { clampPercent } from "../lib/jobs";

/** Height of the bar. */
export type ProgressBarSize = "sm" | "md" | "lg";

const SIZE_CLASS: Record<ProgressBarSize, string> = {
  sm: "h-1.5",
  md: "h-2",
  lg: "h-2.5",
};

interface ToneClasses {
  track: string;
  fill: string;
  /** The indeterminate fill: translucent, since animate-pulse drives the element's own opacity. */
  pulse: string;
}

/**
 * The colours of the track and the fill. "indigo" sits on the indigo status panels, "slate" on
 * neutral surfaces. The "-light" and "-dim" variants keep two screens' slightly different shades
 * exactly as they were designed; folding them into their base tone is a design decision.
 */
const TONES = {
  indigo: {
    track: "bg-indigo-100 dark:bg-indigo-950",
    fill: "bg-indigo-600 dark:bg-indigo-400",
    pulse: "bg-indigo-600/70 dark:bg-indigo-400/70",
  },
  "indigo-light": {
    track: "bg-indigo-100 dark:bg-indigo-950",
    fill: "bg-indigo-500 dark:bg-indigo-400",
    pulse: "bg-indigo-500/70 dark:bg-indigo-400/70",
  },
  slate: {
    track: "bg-slate-200 dark:bg-slate-800",
    fill: "bg-indigo-600 dark:bg-indigo-400",
    pulse: "bg-indigo-600/70 dark:bg-indigo-400/70",
  },
  "slate-dim": {
    track: "bg-slate-200 dark:bg-slate-800",
    fill: "bg-indigo-600 dark:bg-indigo-500",
    pulse: "bg-indigo-600/70 dark:bg-indigo-500/70",
  },
} as const satisfies Record<string, ToneClasses>;

export type ProgressBarTone = keyof typeof TONES;

/** The bar's accessible name: its own words, or the id of a visible label. */
type ProgressBarName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type ProgressBarProps = ProgressBarName & {
  /** Percent done (clamped to a whole 0–100); null when there is nothing to measure yet. */
  value: number | null;
  /** What a screen reader says instead of the bare percent (say, the percent and the stage). */
  valueText?: string;
  size?: ProgressBarSize;
  tone?: ProgressBarTone;
  /** Layout only (flex-1, margins); the look comes from `size` and `tone`. */
  className?: string;
};

/**
 * The one progress bar of the app: a track and a fill, exposed as an ARIA progressbar.
 *
 * Without a value the bar only pulses, and it is hidden from assistive technology: every such bar
 * sits beside a live region saying what is happening, and a progressbar with no value would add
 * nothing to it (nor be told apart from the measured bar that may replace it).
 */
export function ProgressBar({ value, valueText, size = "md", tone = "indigo", className = "", ...name }: ProgressBarProps) {
  const colours = TONES[tone];
  const track = `${SIZE_CLASS[size]} overflow-hidden rounded-full ${colours.track} ${className}`.trim();

  if (value === null) {
    return (
      <div aria-hidden="true" className={track}>
        <div className={`h-full w-full animate-pulse rounded-full ${colours.pulse}`} />
      </div>
    );
  }

  // Clamped once, so what is announced and what is drawn always agree.
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={track}
    >
      <div className={`h-full rounded-full transition-[width] duration-150 ${colours.fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

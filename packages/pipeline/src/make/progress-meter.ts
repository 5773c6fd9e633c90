import type { MakeProgress, MakeStage, WorkStage } from "./make-types.js";

/**
 * Share of a whole run each stage takes, from the make benchmark on the corpus (2 cores, offline
 * writer and espeak-ng, medians): ingest 1.1 s, script 0.15 s, slides and audio side by side
 * 1.2 s together, video 2.0 s on a quiet machine; on a busy one the side-by-side pair grows most.
 * Slides and audio overlap, so their two shares add up to the time the pair takes.
 */
export const STAGE_WEIGHTS: Record<WorkStage, number> = { ingest: 22, script: 3, slides: 14, audio: 14, video: 47 };

export type Spans = Record<WorkStage, readonly [number, number]>;

/** Each stage's [start, end] percent when the run covers `stages`, scaled to fill 0–100. */
export function stageSpans(stages: readonly WorkStage[]): Spans {
  const total = stages.reduce((n, s) => n + STAGE_WEIGHTS[s], 0);
  const spans = { ingest: [0, 0], script: [0, 0], slides: [0, 0], audio: [0, 0], video: [0, 0] } as Record<WorkStage, [number, number]>;
  let at = 0;
  for (const s of stages) {
    const width = (100 * STAGE_WEIGHTS[s]) / total;
    spans[s] = [at, at + width];
    at += width;
  }
  return spans;
}

const clamp01 = (f: number) => (Number.isFinite(f) ? Math.max(0, Math.min(1, f)) : 0);

/**
 * Turns stage fractions into whole-run percents for one onProgress callback. Percents only rise
 * (a late report from a stage that runs beside another cannot pull the bar back), and a report
 * that changes neither the whole percent, the stage nor the message is not passed on, so a
 * per-sentence speech callback does not flood a job store or a terminal.
 */
export class ProgressMeter {
  private last: MakeProgress | undefined;
  private readonly spans: Spans;

  constructor(
    private readonly onProgress: ((p: MakeProgress) => void) | undefined,
    stages: readonly WorkStage[],
  ) {
    this.spans = stageSpans(stages);
  }

  /** `fraction` (0–1) of one stage done. */
  report(stage: WorkStage, fraction: number, message: string): void {
    const [start, end] = this.spans[stage];
    this.emit(stage, start + (end - start) * clamp01(fraction), message);
  }

  /**
   * Stages running side by side: each one's fraction fills its own width, starting from the
   * first listed stage's start (the stages must be adjacent in the run).
   */
  reportTogether(parts: readonly (readonly [WorkStage, number])[], stage: WorkStage, message: string): void {
    const first = parts[0];
    if (!first) return;
    const start = this.spans[first[0]][0];
    const done = parts.reduce((n, [s, f]) => n + (this.spans[s][1] - this.spans[s][0]) * clamp01(f), 0);
    this.emit(stage, start + done, message);
  }

  done(message: string): void {
    this.emit("done", 100, message);
  }

  private emit(stage: MakeStage, raw: number, message: string): void {
    const percent = Math.max(this.last?.percent ?? 0, Math.min(100, Math.floor(raw)));
    const last = this.last;
    if (last && last.percent === percent && last.stage === stage && last.message === message) return;
    this.last = { stage, percent, message };
    this.onProgress?.(this.last);
  }
}

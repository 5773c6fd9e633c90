import { WORKFLOW_STEP_COUNT } from "@lectern/contract";

export interface WorkflowStep {
  number: number;
  /** Name in the sidebar, top bar and breadcrumbs. */
  name: string;
  path: string;
}

export const WORKFLOW_STEPS: readonly WorkflowStep[] = [
  { number: 1, name: "API Setup", path: "/api-setup" },
  { number: 2, name: "Paper Upload", path: "/paper-processing" },
  { number: 3, name: "Script Generation", path: "/script-generation" },
  { number: 4, name: "Slide Creation", path: "/slide-creation" },
  { number: 5, name: "Media Generation", path: "/media-generation" },
  { number: 6, name: "Results", path: "/results" },
];

export const FIRST_STEP = 1;
export const LAST_STEP = WORKFLOW_STEP_COUNT;

export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return FIRST_STEP;
  return Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(step)));
}

export function stepByNumber(step: number): WorkflowStep {
  // clampStep keeps the index inside the table, so the fallback never shows.
  return WORKFLOW_STEPS[clampStep(step) - 1] ?? { number: FIRST_STEP, name: "API Setup", path: "/api-setup" };
}

export function stepByPath(pathname: string): WorkflowStep | undefined {
  return WORKFLOW_STEPS.find((s) => s.path === pathname);
}

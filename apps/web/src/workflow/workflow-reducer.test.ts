import { progressPercent } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { loadWorkflowState, saveWorkflowState, clearWorkflowStorage, WORKFLOW_STORAGE_KEY } from "./workflow-persistence";
import { isStepReachable, progressText, topBarStepText, workflowReducer, type WorkflowAction } from "./workflow-reducer";
import { initialWorkflowState, type WorkflowState } from "./workflow-state";

const run = (actions: WorkflowAction[], from: WorkflowState = initialWorkflowState()) => actions.reduce(workflowReducer, from);

describe("workflow reducer", () => {
  it("starts at step 1 with nothing completed", () => {
    const state = initialWorkflowState();
    expect(state.currentStep).toBe(1);
    expect(state.completedSteps).toEqual([]);
  });

  it("next step marks the current step completed and turns auto-progress on", () => {
    const state = run([{ type: "nextStep" }]);
    expect(state.currentStep).toBe(2);
    expect(state.completedSteps).toEqual([1]);
    expect(state.autoProgress).toBe(true);
    expect(state.manualNavigation).toBe(false);
  });

  it("next step caps at 6 and marks 6 completed", () => {
    const state = run(Array.from({ length: 8 }, () => ({ type: "nextStep" }) as const));
    expect(state.currentStep).toBe(6);
    expect(state.completedSteps).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("choosing a step switches to manual navigation and stops auto-progress", () => {
    const state = run([{ type: "nextStep" }, { type: "goToStep", step: 1 }]);
    expect(state.currentStep).toBe(1);
    expect(state.manualNavigation).toBe(true);
    expect(state.autoProgress).toBe(false);
    expect(state.completedSteps).toEqual([1]);
  });

  it("keeps the step inside 1..6", () => {
    expect(run([{ type: "goToStep", step: 9 }]).currentStep).toBe(6);
    expect(run([{ type: "goToStep", step: -2 }]).currentStep).toBe(1);
  });

  it("reset returns everything to the initial state", () => {
    const state = run([{ type: "nextStep" }, { type: "update", patch: { paperId: "abc12345" } }, { type: "reset" }]);
    expect(state).toEqual(initialWorkflowState());
  });
});

describe("step reachability", () => {
  const at = (currentStep: number, completedSteps: number[] = []) => ({ currentStep, completedSteps });

  it("allows step 0, any step up to the current one, and completed steps", () => {
    expect(isStepReachable(0, at(1))).toBe(true);
    expect(isStepReachable(1, at(3))).toBe(true);
    expect(isStepReachable(3, at(3))).toBe(true);
    expect(isStepReachable(5, at(2, [1, 5]))).toBe(true);
  });

  it("disables steps beyond the current one that are not completed", () => {
    expect(isStepReachable(2, at(1))).toBe(false);
    expect(isStepReachable(4, at(3, [1, 2]))).toBe(false);
  });
});

describe("progress texts", () => {
  it("says 'Get started' before anything is done, then 'N of 6 completed'", () => {
    expect(progressText(0)).toBe("Get started");
    expect(progressText(1)).toBe("1 of 6 completed");
    expect(progressText(6)).toBe("6 of 6 completed");
  });

  it("uses the contract's percent", () => {
    expect(progressPercent(3)).toBe(50);
    expect(progressPercent(1)).toBe(17);
  });

  it("shows 'Step N of 6' in the top bar only after step 1, numbered as the sidebar numbers its steps", () => {
    expect(topBarStepText(1)).toBeNull();
    expect(topBarStepText(2)).toBe("Step 2 of 6");
    expect(topBarStepText(6)).toBe("Step 6 of 6");
  });
});

describe("workflow persistence", () => {
  it("keeps the step, completed steps and paper across a reload, paperId in both storages", () => {
    saveWorkflowState({ currentStep: 3, completedSteps: [1, 2], paperId: "paper12345" });
    expect(localStorage.getItem("paperId")).toBe("paper12345");
    expect(sessionStorage.getItem("paperId")).toBe("paper12345");
    const restored = loadWorkflowState();
    expect(restored).toMatchObject({ currentStep: 3, completedSteps: [1, 2], paperId: "paper12345" });
  });

  it("keeps the narration language and voice across a reload; an unknown one falls back to the defaults", () => {
    saveWorkflowState({ currentStep: 5, completedSteps: [1, 2, 3, 4], paperId: "paper12345", narration: { language: "Odia", voice: "karun" } });
    expect(loadWorkflowState().narration).toEqual({ language: "Odia", voice: "karun" });
    localStorage.setItem(WORKFLOW_STORAGE_KEY, JSON.stringify({ currentStep: 5, completedSteps: [1, 2, 3, 4], paperId: "paper12345", narration: { language: "Klingon", voice: "karun" } }));
    expect(loadWorkflowState()).toMatchObject({ currentStep: 5, paperId: "paper12345", narration: { language: "English", voice: "vidya" } });
  });

  it("ignores a corrupt stored value", () => {
    localStorage.setItem(WORKFLOW_STORAGE_KEY, "{not json");
    expect(loadWorkflowState().currentStep).toBe(1);
  });

  it("forgets the paper in both storages on clear", () => {
    saveWorkflowState({ currentStep: 2, completedSteps: [1], paperId: "paper12345" });
    clearWorkflowStorage();
    expect(localStorage.getItem("paperId")).toBeNull();
    expect(sessionStorage.getItem("paperId")).toBeNull();
    expect(loadWorkflowState()).toEqual(initialWorkflowState());
  });
});

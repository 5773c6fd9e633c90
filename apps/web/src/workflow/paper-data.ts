import type { WorkflowData } from "./workflow-state";

/**
 * Everything the workflow derived from one paper. It goes when the server no longer has the
 * paper and when a new paper replaces it, so no step shows another paper's scripts.
 */
export function withoutPaper(): Pick<
  WorkflowData,
  "paperId" | "isProcessed" | "metadata" | "scripts" | "editedScripts" | "bulletPoints" | "images" | "selectedImages" | "slides" | "audioFiles" | "videoPath"
> {
  return {
    paperId: null,
    isProcessed: false,
    metadata: null,
    scripts: {},
    editedScripts: {},
    bulletPoints: {},
    images: [],
    selectedImages: {},
    slides: [],
    audioFiles: [],
    videoPath: null,
  };
}

import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where a one-click upload waits for its job: DATA_DIR/tmp/<paper id>.oneclick. The request moves
 * the received file here (a rename within tmp), so the job, on this node or a worker sharing
 * DATA_DIR, reads the bytes the user sent; a job resumed after a crash finds them again. Its own
 * suffix keeps it apart from uploads still being received (`.upload`, swept after an hour): a
 * staged upload may wait in the queue longer, and is swept only after a day.
 */
export const STAGED_SUFFIX = ".oneclick";

export function stagedUploadPath(tmpDir: string, paperId: string): string {
  return path.join(tmpDir, `${paperId}${STAGED_SUFFIX}`);
}

export async function stageUpload(tmpDir: string, received: string, paperId: string): Promise<void> {
  await fs.rename(received, stagedUploadPath(tmpDir, paperId));
}

export async function removeStagedUpload(tmpDir: string, paperId: string): Promise<void> {
  await fs.rm(stagedUploadPath(tmpDir, paperId), { force: true });
}

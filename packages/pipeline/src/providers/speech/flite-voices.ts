import os from "node:os";
import { runTool } from "../../process/run-tool.js";

const LIST_TIMEOUT_MS = 10_000;
const found = new Map<string, Promise<ReadonlySet<string>>>();

/**
 * The voices a flite binary has built in ("Voices available: kal awb rms slt"), empty when the
 * program is missing or fails. Asked once per binary path and remembered: the answer cannot
 * change while the server runs, and every narration asks.
 */
export function fliteVoices(command: string): Promise<ReadonlySet<string>> {
  let voices = found.get(command);
  if (!voices) {
    voices = listVoices(command);
    found.set(command, voices);
  }
  return voices;
}

async function listVoices(command: string): Promise<ReadonlySet<string>> {
  try {
    const result = await runTool(command, ["-lv"], { cwd: os.tmpdir(), timeoutMs: LIST_TIMEOUT_MS });
    if (result.code !== 0) return new Set();
    const line = result.stdout.toString("utf8").match(/Voices available:(.*)/)?.[1] ?? "";
    return new Set(line.trim().split(/\s+/).filter(Boolean));
  } catch {
    return new Set();
  }
}

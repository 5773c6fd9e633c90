import fs from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import { vi } from "vitest";

/**
 * Records, in order, which paths get fsync'd ("sync <path>") and renamed ("rename <to>"). A
 * power cut cannot be simulated in a unit test, so the order of flushes is checked instead.
 * Restored by vi.restoreAllMocks().
 */
export async function recordSyncs(): Promise<string[]> {
  const events: string[] = [];
  const opened = new WeakMap<FileHandle, string>();
  const realOpen = fs.open.bind(fs);
  const realRename = fs.rename.bind(fs);
  const probe = await realOpen(import.meta.filename, "r");
  const handleProto = Object.getPrototypeOf(probe) as FileHandle;
  await probe.close();
  const realSync = handleProto.sync;
  vi.spyOn(fs, "open").mockImplementation(async (file, flags, mode) => {
    const handle = await realOpen(file, flags, mode);
    opened.set(handle, String(file));
    return handle;
  });
  vi.spyOn(fs, "rename").mockImplementation(async (from, to) => {
    await realRename(from, to);
    events.push(`rename ${String(to)}`);
  });
  vi.spyOn(handleProto, "sync").mockImplementation(async function (this: FileHandle) {
    events.push(`sync ${opened.get(this) ?? "?"}`);
    await realSync.call(this);
  });
  return events;
}

/**
 * Who wants to know which figure is being converted. The ingest child process reports each
 * conversion to its parent, so that when the child's CPU, memory or time limit stops it, the
 * user is told which figure did it. In-process ingest (tests, the CLI's own runs) has no watcher.
 */
export type FigureWatcher = (file: string, state: "start" | "end") => void;

let watcher: FigureWatcher | undefined;

export function setFigureWatcher(next: FigureWatcher | undefined): void {
  watcher = next;
}

/** Runs one figure's conversion with the watcher told when it starts and ends. */
export async function watchFigure<T>(file: string, convert: () => Promise<T>): Promise<T> {
  watcher?.(file, "start");
  try {
    return await convert();
  } finally {
    watcher?.(file, "end");
  }
}

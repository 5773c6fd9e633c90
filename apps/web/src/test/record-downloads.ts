import { afterEach, beforeEach, vi } from "vitest";

/** A file the app saved: the name it asked for and the address it saved from. */
export interface SavedFile {
  name: string;
  href: string;
}

/** What the tests of one describe block saved; emptied before each test, so keep the arrays, not copies. */
export interface RecordedDownloads {
  /** The saved files' names, in order. */
  names: string[];
  files: SavedFile[];
  /** The blobs the app made object URLs for, in order. */
  blobs: Blob[];
}

/**
 * jsdom has neither object URLs nor downloads: in the describe block that calls this, each test
 * records what would have been saved instead.
 */
export function recordDownloads(): RecordedDownloads {
  const recorded: RecordedDownloads = { names: [], files: [], blobs: [] };
  beforeEach(() => {
    recorded.names.length = 0;
    recorded.files.length = 0;
    recorded.blobs.length = 0;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        recorded.blobs.push(blob);
        return `blob:file-${recorded.blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      recorded.names.push(this.download);
      recorded.files.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
  return recorded;
}

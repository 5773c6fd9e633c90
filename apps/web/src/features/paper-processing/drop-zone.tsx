import { MAX_UPLOAD_BYTES } from "@lectern/contract";
import { UploadCloud } from "lucide-react";
import { forwardRef, useEffect, useRef, useState, type DragEvent } from "react";
import type { FileSourceInfo } from "./paper-sources";

interface DropZoneProps {
  info: FileSourceInfo;
  disabled: boolean;
  /** Ids of the messages about the current choice (errors), for the button's description. */
  describedBy?: string | undefined;
  onFiles: (files: File[]) => void;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/**
 * Drag-and-drop target that is also a button opening the file picker (click, Enter, Space).
 * It takes whatever arrives and hands it on; the file rules (one file, size, type) are checked by the caller.
 */
export const DropZone = forwardRef<HTMLButtonElement, DropZoneProps>(function DropZone({ info, disabled, describedBy, onFiles }, buttonRef) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  // A file dropped just outside the zone would make the browser open it and leave the app.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", keepPage);
    window.addEventListener("drop", keepPage);
    return () => {
      window.removeEventListener("dragover", keepPage);
      window.removeEventListener("drop", keepPage);
    };
  }, []);

  const onDragEnter = (event: DragEvent) => {
    if (!hasFiles(event) || disabled) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  const accept = [info.extension, ...info.mimeTypes].join(",");
  const maxMb = MAX_UPLOAD_BYTES / 1_048_576;

  return (
    <div onDragEnter={onDragEnter} onDragLeave={onDragLeave} onDragOver={onDragOver} onDrop={onDrop}>
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        aria-describedby={describedBy}
        className={`flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition duration-150 disabled:cursor-not-allowed disabled:opacity-60 sm:py-10 ${
          dragging
            ? "border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10"
            : "border-slate-300 bg-slate-50 enabled:hover:border-indigo-400 enabled:hover:bg-indigo-50/50 dark:border-slate-700 dark:bg-slate-950 dark:enabled:hover:border-indigo-400 dark:enabled:hover:bg-indigo-500/5"
        }`}
      >
        <UploadCloud aria-hidden="true" className="h-8 w-8 text-indigo-600 dark:text-indigo-300" />
        <span className="text-sm font-semibold text-slate-900 dark:text-white">
          {dragging ? `Drop your ${info.noun} to select it` : `Drag and drop your ${info.noun} here`}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          or <span className="font-medium text-indigo-600 underline underline-offset-4 dark:text-indigo-400">click to choose a file</span>{" "}
          <span className="whitespace-nowrap">
            ({info.extension}, up to {maxMb} MB)
          </span>
        </span>
      </button>
      {/* The picker behind the button; assistive technology uses the button instead. */}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Choosing the same file again after removing it must fire change again.
          event.target.value = "";
        }}
      />
    </div>
  );
});

import { IMAGE_PICKER_PAGE_SIZE } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { Check, ImageOff } from "lucide-react";
import { useRef, useState } from "react";
import { imagesQuery } from "../../api/queries/images";
import { Spinner } from "../../components/spinner";
import { ImageChoice } from "./image-choice";
import { ModalDialog } from "./modal-dialog";
import { PickerPagination } from "./picker-pagination";

export const NO_IMAGE_LABEL = "No Image (Text Only Slide)";
const CHOICE_NAME = "image-choice";

interface ImagePickerDialogProps {
  paperId: string;
  sectionLabel: string;
  /** The section's image now; the picker starts on it. */
  current: string | null;
  assigning: boolean;
  onCancel: () => void;
  /** The choice: an image name, or null for a text-only slide. */
  onConfirm: (image: string | null) => void;
}

const countText = (count: number) => `${count} ${count === 1 ? "image" : "images"} available`;

/** The image picker: No Image, the paper's figures 12 per page, their count, Cancel and Use ... Image. */
export function ImagePickerDialog({ paperId, sectionLabel, current, assigning, onCancel, onConfirm }: ImagePickerDialogProps) {
  const images = useQuery(imagesQuery(paperId));
  const [selected, setSelected] = useState<string | null>(current);
  const [page, setPage] = useState<number | null>(null);
  const noImageRef = useRef<HTMLInputElement>(null);

  const names = images.data?.images ?? [];
  const pageCount = Math.max(1, Math.ceil(names.length / IMAGE_PICKER_PAGE_SIZE));
  // Opens on the page that holds the current image.
  const startPage = current ? Math.max(0, Math.floor(names.indexOf(current) / IMAGE_PICKER_PAGE_SIZE)) : 0;
  const shownPage = Math.min(page ?? startPage, pageCount - 1);
  const first = shownPage * IMAGE_PICKER_PAGE_SIZE;
  const shown = names.slice(first, first + IMAGE_PICKER_PAGE_SIZE);

  const footer = (
    <>
      {selected ? (
        <p className="truncate text-xs text-slate-600 sm:mr-auto sm:self-center dark:text-slate-400">
          Selected: <span className="font-mono">{selected}</span>
        </p>
      ) : null}
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={assigning}>
        Cancel
      </button>
      <button type="button" className="btn-primary" onClick={() => onConfirm(selected)} disabled={assigning}>
        {assigning ? <Spinner size="sm" className="[&_svg]:text-white" /> : <Check aria-hidden="true" className="h-4 w-4" />}
        {selected === null ? "Use No Image" : "Use Selected Image"}
      </button>
    </>
  );

  return (
    <ModalDialog
      title="Choose an image"
      description={<>For the slide of &ldquo;{sectionLabel}&rdquo;: one of the paper's figures, or none for a text-only slide.</>}
      onClose={onCancel}
      initialFocus={current === null ? noImageRef : undefined}
      footer={footer}
    >
      <fieldset className="min-w-0 space-y-4">
        <legend className="sr-only">Image for this slide</legend>
        <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-3 transition duration-150 hover:border-indigo-400 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:ring-1 has-[:checked]:ring-indigo-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 dark:border-slate-700 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-500/10 dark:has-[:checked]:ring-indigo-400">
          <input ref={noImageRef} type="radio" name={CHOICE_NAME} className="sr-only" checked={selected === null} onChange={() => setSelected(null)} />
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <ImageOff aria-hidden="true" className="h-5 w-5" />
          </span>
          <span className="text-sm font-semibold text-slate-900 dark:text-white">{NO_IMAGE_LABEL}</span>
          {selected === null ? <Check aria-hidden="true" className="ml-auto h-5 w-5 text-indigo-600 dark:text-indigo-300" /> : null}
        </label>

        {images.isPending ? (
          <div className="flex items-center justify-center gap-3 py-10 text-sm text-slate-600 dark:text-slate-300">
            <Spinner label="Loading the paper's images" />
            <span aria-hidden="true">Loading the paper's images...</span>
          </div>
        ) : images.isError ? (
          <div role="alert" className="space-y-3 py-6 text-center">
            <p className="text-sm text-slate-700 dark:text-slate-300">The paper's images could not be loaded.</p>
            <button type="button" className="btn-secondary" onClick={() => void images.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{countText(names.length)}</p>
              {names.length > IMAGE_PICKER_PAGE_SIZE ? (
                <PickerPagination page={shownPage} pageCount={pageCount} first={first + 1} last={first + shown.length} total={names.length} onPage={setPage} />
              ) : null}
            </div>
            {names.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                This paper has no figures to choose from. Its slides are text only.
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {shown.map((name) => (
                  <li key={name}>
                    <ImageChoice
                      name={name}
                      groupName={CHOICE_NAME}
                      url={images.data.urls?.[name]}
                      caption={images.data.captions?.[name]}
                      checked={selected === name}
                      onSelect={() => setSelected(name)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </fieldset>
    </ModalDialog>
  );
}

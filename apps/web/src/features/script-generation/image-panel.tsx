import { useQuery } from "@tanstack/react-query";
import { ImageOff, ImagePlus, RefreshCw, X } from "lucide-react";
import { useRef } from "react";
import { imagesQuery } from "../../api/queries/images";

interface ImagePanelProps {
  paperId: string;
  sectionKey: string;
  image: string | null;
  disabled: boolean;
  onPick: () => void;
  /** Text-only slide: local only, no call. */
  onRemove: () => void;
}

/** The image on this section's slide, with Select/Change Image. */
export function ImagePanel({ paperId, sectionKey, image, disabled, onPick, onRemove }: ImagePanelProps) {
  const images = useQuery(imagesQuery(paperId));
  const pickRef = useRef<HTMLButtonElement>(null);
  const headingId = `image-${sectionKey}-heading`;
  const url = image ? images.data?.urls?.[image] : undefined;
  const caption = image ? images.data?.captions?.[image] : undefined;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Slide image
      </h3>
      {image ? (
        <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
          <div className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-white p-2">
            {url ? (
              <img src={url} alt={caption ?? image} className="h-full w-full object-contain" />
            ) : (
              <span className="text-sm text-slate-500">{images.isPending ? "Loading preview..." : "Preview unavailable"}</span>
            )}
          </div>
          <figcaption className="space-y-1 border-t border-slate-200 px-3 py-2 dark:border-slate-800">
            <span className="block truncate font-mono text-xs text-slate-700 dark:text-slate-300" title={image}>
              {image}
            </span>
            {caption ? (
              <span title={caption} className="line-clamp-3 text-xs text-slate-600 dark:text-slate-400">
                {caption}
              </span>
            ) : null}
          </figcaption>
        </figure>
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 text-center dark:border-slate-700">
          <ImageOff aria-hidden="true" className="h-6 w-6 text-slate-400" />
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">No image</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">This section's slide is text only.</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button ref={pickRef} type="button" className="btn-secondary flex-1 py-2 whitespace-nowrap" disabled={disabled} onClick={onPick}>
          {image ? <RefreshCw aria-hidden="true" className="h-4 w-4" /> : <ImagePlus aria-hidden="true" className="h-4 w-4" />}
          {image ? "Change Image" : "Select Image"}
        </button>
        {image ? (
          <button
            type="button"
            className="btn-ghost py-2"
            aria-label="Remove image"
            disabled={disabled}
            onClick={() => {
              onRemove();
              // Remove vanishes with the image; the keyboard user stays on the panel.
              pickRef.current?.focus();
            }}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Remove
          </button>
        ) : null}
      </div>
    </section>
  );
}

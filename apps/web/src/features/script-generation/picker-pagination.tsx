import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";

interface PickerPaginationProps {
  /** Zero-based. */
  page: number;
  pageCount: number;
  /** One-based positions of the first and last image shown. */
  first: number;
  last: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous/next through the picker's pages of IMAGE_PICKER_PAGE_SIZE images. */
export function PickerPagination({ page, pageCount, first, last, total, onPage }: PickerPaginationProps) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // A button that becomes disabled drops focus: once the page has changed, hand it to the other one.
  const refocus = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [page]);
  const go = (target: number) => {
    refocus.current = target === 0 ? nextRef.current : target === pageCount - 1 ? previousRef.current : null;
    onPage(target);
  };
  return (
    <nav aria-label="Image pages" className="flex items-center gap-2">
      <button ref={previousRef} type="button" className="icon-btn h-9 w-9 disabled:opacity-40" disabled={page === 0} onClick={() => go(page - 1)} aria-label="Previous page">
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <p aria-live="polite" className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
        Page {page + 1} of {pageCount}
        <span className="sr-only">
          , images {first} to {last} of {total}
        </span>
      </p>
      <button ref={nextRef} type="button" className="icon-btn h-9 w-9 disabled:opacity-40" disabled={page >= pageCount - 1} onClick={() => go(page + 1)} aria-label="Next page">
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </nav>
  );
}

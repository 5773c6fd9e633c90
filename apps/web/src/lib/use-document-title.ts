import { useEffect } from "react";

/** Screen readers announce the title on navigation; each page names itself. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Lectern` : "Lectern";
  }, [title]);
}

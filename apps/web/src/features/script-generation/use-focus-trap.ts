import { useEffect, useRef, type RefObject } from "react";

const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Elements Tab can reach inside `container`, in document order. */
function tabbables(container: HTMLElement): HTMLElement[] {
  const radios = Array.from(container.querySelectorAll<HTMLInputElement>("input[type='radio']"));
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    // Tab skips an unchecked radio whose group has a checked one.
    (element) =>
      !(element instanceof HTMLInputElement && element.type === "radio" && !element.checked && radios.some((radio) => radio.name === element.name && radio.checked)),
  );
}

/**
 * Keeps keyboard focus inside a modal while it is open: focus moves in on open (to
 * `initialFocus`, else the first control), Tab and Shift+Tab wrap around, Escape calls
 * `onEscape`, and focus returns to whatever had it before (the button that opened the modal).
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, onEscape: () => void, initialFocus?: RefObject<HTMLElement | null>): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? tabbables(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = tabbables(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !container.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    // The page behind must not scroll under the modal.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [containerRef, initialFocus]);
}

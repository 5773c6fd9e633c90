import { createControl } from "./control";

export type Placement = "sidebar" | "title" | "floating";

/**
 * Puts the control where a reader of the page looks for actions: arXiv's "Access Paper"
 * sidebar, else under the title; a PDF (Chrome's viewer) or an unknown layout gets a floating
 * control, which needs nothing from the page.
 */
export function placeControl(doc: Document, href: string): { link: HTMLAnchorElement; placement: Placement } {
  const isPdf = doc.contentType === "application/pdf";
  const sidebar = isPdf ? null : doc.querySelector(".extra-services");
  const title = isPdf ? null : doc.querySelector("h1.title");
  const placement: Placement = sidebar ? "sidebar" : title ? "title" : "floating";
  const link = createControl(doc, href, placement === "floating");

  if (placement === "floating") {
    (doc.body ?? doc.documentElement).append(link);
    return { link, placement };
  }
  const box = doc.createElement("div");
  box.className = "lectern-ext-box";
  box.append(link);
  if (sidebar) sidebar.prepend(box);
  else title?.after(box);
  return { link, placement };
}

/** The control's visible text and accessible name; e2e tests find it by this. */
export const CONTROL_LABEL = "Make a video with Lectern";
/** One control per page, even if the script runs again (e.g. after the extension is reloaded). */
export const CONTROL_ID = "lectern-ext-make-video";

const SVG_NS = "http://www.w3.org/2000/svg";

/** A film-frame-with-play mark, drawn with DOM calls so no markup string is ever parsed. */
function playIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", "18");
  svg.setAttribute("height", "18");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const frame = doc.createElementNS(SVG_NS, "rect");
  for (const [name, value] of Object.entries({ x: "2.5", y: "4.5", width: "19", height: "15", rx: "3", fill: "none", stroke: "currentColor", "stroke-width": "2" })) {
    frame.setAttribute(name, value);
  }
  const play = doc.createElementNS(SVG_NS, "path");
  play.setAttribute("d", "M10 8.5v7l6-3.5z");
  play.setAttribute("fill", "currentColor");
  svg.append(frame, play);
  return svg;
}

/**
 * A real link (not a button) so it works with the keyboard, middle-click and "copy link", and
 * opens Lectern in a new tab without giving Lectern a handle on the arXiv tab.
 */
export function createControl(doc: Document, href: string, floating: boolean): HTMLAnchorElement {
  const link = doc.createElement("a");
  link.id = CONTROL_ID;
  link.className = floating ? "lectern-ext-link lectern-ext-floating" : "lectern-ext-link";
  link.href = href;
  link.target = "_blank";
  link.rel = "noopener";
  link.title = "Opens Lectern in a new tab to turn this paper into a narrated video";
  const text = doc.createElement("span");
  text.textContent = CONTROL_LABEL;
  link.append(playIcon(doc), text);
  return link;
}

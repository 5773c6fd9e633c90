import { canonicalAbsUrl } from "../arxiv-url";
import { lecternLinkFor } from "../lectern-url";
import { lecternOrigin, onLecternOriginChange } from "../settings";
import { CONTROL_ID } from "./control";
import { placeControl } from "./place-control";

// Runs on arXiv abstract and PDF pages (see manifest.json): adds "Make a video with Lectern".

async function addControl(absUrl: string): Promise<void> {
  const origin = await lecternOrigin();
  if (document.getElementById(CONTROL_ID)) return;
  const { link } = placeControl(document, lecternLinkFor(origin, absUrl));
  // A new address chosen on the options page applies at once, without reloading arXiv.
  onLecternOriginChange((next) => {
    link.href = lecternLinkFor(next, absUrl);
  });
}

const absUrl = canonicalAbsUrl(location.href);
if (absUrl) void addControl(absUrl);

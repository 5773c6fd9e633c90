import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { VIDEO_DISPLAY_PATH } from "../../workflow/shell-pages";

/** The way out of an upload, to the video it started from: a button or a plain link by `className`. */
export function BackToVideoLink({ className }: { className: string }) {
  return (
    <Link to={VIDEO_DISPLAY_PATH} className={className}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to your video
    </Link>
  );
}

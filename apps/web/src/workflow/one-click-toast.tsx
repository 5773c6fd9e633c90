import toast from "react-hot-toast";
import { Link } from "react-router";
import { VIDEO_DISPLAY_PATH } from "./shell-pages";

/** One click's paper was made after the user left Step 2: say where the video is rather than move them. */
export function toastVideoElsewhere(): void {
  toast.success(
    <span>
      Your paper is in.{" "}
      <Link to={VIDEO_DISPLAY_PATH} className="link">
        Open your video
      </Link>
    </span>,
    { duration: 10_000 },
  );
}

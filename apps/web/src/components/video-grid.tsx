import type { ReactNode } from "react";

interface VideoGridProps {
  /** The player, or what stands in its place. */
  video: ReactNode;
  /** What goes beside the video (the third column) and below it. */
  children: ReactNode;
}

/**
 * A paper's video on a wide screen: two of three columns, in a region named "Video" (its heading
 * is for screen readers only, as the player shows what it is); stacked on a narrow one.
 */
export function VideoGrid({ video, children }: VideoGridProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="video-heading" className="space-y-3 lg:col-span-2">
        <h2 id="video-heading" className="sr-only">
          Video
        </h2>
        {video}
      </section>
      {children}
    </div>
  );
}

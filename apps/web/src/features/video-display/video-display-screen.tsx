import { ERRORS, type Job } from "@lectern/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { latestMediaStatusQuery, mediaKey } from "../../api/queries/media";
import { FailureNote } from "../../components/failure-note";
import { LoadError } from "../../components/load-error";
import { showFailure } from "../../components/failure-toast";
import { ScreenIntro } from "../../components/screen-intro";
import { isJobActive } from "../../lib/jobs";
import { useUrlRenewal } from "../../lib/use-url-renewal";
import { paperJobsKey, paperJobsQuery } from "../../api/queries/jobs";
import { useJobById } from "../../lib/use-job-by-id";
import { useWorkflow } from "../../workflow/use-workflow";
import { useCurrentPaperId } from "../../workflow/use-current-paper-id";
import { usePaperFacts } from "./paper-facts";
import { LoadingVideo, NoVideo, VideoFailed, VideoInProgress } from "./video-job-states";
import { VideoView, type UploadPanel } from "./video-view";

export const VIDEO_READY = "Your video is ready";

/**
 * The progress of an upload of this paper's video to a video platform, read from the paper's
 * jobs and given by the page: features do not import each other, and YouTube is its own feature.
 */
export type UploadProgress = (jobs: readonly Job[]) => ReactNode;

interface VideoScreenProps {
  uploadPanel: UploadPanel;
  uploadProgress: UploadProgress;
}

/** The one-click job this page was given (the workflow's, for this paper), by id; none for another paper. */
function useGivenJobId(paperId: string): string | null {
  const { videoJob } = useWorkflow().state;
  return videoJob?.paperId === paperId ? videoJob.id : null;
}

function VideoBody({ paperId, uploadPanel, uploadProgress }: VideoScreenProps & { paperId: string }) {
  const queryClient = useQueryClient();
  const jobs = useQuery(paperJobsQuery(paperId));
  const status = useQuery(latestMediaStatusQuery(paperId));
  const paper = usePaperFacts(paperId);

  const onFinish = (finished: Job) => {
    // The media status now has the video (signed URLs included), or says why not.
    void queryClient.invalidateQueries({ queryKey: mediaKey(paperId) });
    void queryClient.invalidateQueries({ queryKey: paperJobsKey(paperId) });
    if (finished.state === "succeeded") toast.success(VIDEO_READY);
    else showFailure({ title: ERRORS.video, reason: finished.message.trim() || undefined });
  };
  // The job it was given, never the paper's newest: another tab's work is not this page's video.
  const given = useJobById(useGivenJobId(paperId), onFinish);
  const job = given.job;

  const onExpired = useUrlRenewal(status.refetch);

  // A server without jobs answers the list with an error: the media status alone decides then.
  if (status.isPending || jobs.isPending || given.pending) return <LoadingVideo />;
  if (job && isJobActive(job)) return <VideoInProgress job={job} title={paper.metadata?.title.trim() || null} />;
  // Just finished: the fresh status is on its way.
  if (job?.state === "succeeded" && !status.data?.video_path && status.isFetching) return <LoadingVideo />;
  if (status.isError) return <LoadError title={ERRORS.loadVideo} message={status.error.message} onRetry={() => void status.refetch()} />;
  if (!status.data.video_path) return job?.state === "failed" ? <VideoFailed job={job} /> : <NoVideo hasPaper />;
  return (
    <div className="space-y-4">
      {/* An earlier video is still there; the newest attempt did not make one. */}
      {job?.state === "failed" ? <FailureNote failure={{ title: ERRORS.video, reason: job.message.trim() || undefined }} /> : null}
      {uploadProgress(jobs.data?.jobs ?? [])}
      <VideoView paperId={paperId} status={status.data} paper={paper} jobs={jobs.data?.jobs ?? []} onExpired={onExpired} uploadPanel={uploadPanel} />
    </div>
  );
}

/** /video-display: the generated video, or its live progress while it is made. */
export function VideoDisplayScreen({ uploadPanel, uploadProgress }: VideoScreenProps) {
  const paperId = useCurrentPaperId();
  return (
    <div className="space-y-6">
      <ScreenIntro title="Your Video" intro="Watch your narrated presentation, download it, and share it." />
      {paperId ? <VideoBody key={paperId} paperId={paperId} uploadPanel={uploadPanel} uploadProgress={uploadProgress} /> : <NoVideo hasPaper={false} />}
    </div>
  );
}

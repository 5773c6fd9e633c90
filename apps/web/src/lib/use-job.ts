import { Job, JOB_EVENT } from "@lectern/contract";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { getJob } from "../api/endpoints";
import { jobKey } from "../api/queries/jobs";
import { isJobActive } from "./jobs";

/** How often a job is asked for its state when its event stream is not available. */
export const JOB_POLL_MS = 2000;

/** How the job is being followed: its event stream, polling, or not at all (it has finished). */
export type JobFeed = "stream" | "poll" | null;

function parseJobEvent(data: unknown): Job | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = Job.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const streamsAvailable = () => typeof EventSource === "function";

/** The later of two readings of the same job. */
export function later(a: Job | undefined, b: Job | null): Job | null {
  if (!a) return b;
  if (!b || b.id !== a.id) return a;
  return Date.parse(b.updated_at) > Date.parse(a.updated_at) ? b : a;
}

/**
 * Watches one job live while it is queued or running: through its Server-Sent Events stream
 * (the signed `events_url`, which EventSource can open without a token), or, when there is no
 * stream or it breaks, by asking GET /jobs/{id} every 2 s. `onFinish` is called once when a job
 * seen active here finishes (succeeded or failed). Returns the job as last heard of.
 */
export function useJob(seed: Job | null, onFinish?: (job: Job) => void): { job: Job | null; feed: JobFeed } {
  const queryClient = useQueryClient();
  const id = seed?.id ?? null;
  const eventsUrl = seed?.events_url ?? null;
  // The job whose stream broke; it is polled from then on.
  const [brokenStream, setBrokenStream] = useState<string | null>(null);

  const cached = useQuery({ queryKey: jobKey(id ?? ""), queryFn: skipToken, initialData: seed ?? undefined, staleTime: Infinity });
  const job = later(cached.data, seed);
  const active = job !== null && isJobActive(job);
  const streaming = id !== null && active && eventsUrl !== null && streamsAvailable() && brokenStream !== id;
  const polling = id !== null && active && !streaming;

  useQuery({
    queryKey: [...jobKey(id ?? ""), "poll"],
    queryFn: id
      ? async () => {
          const next = await getJob(id, { quiet: true });
          queryClient.setQueryData(jobKey(id), next);
          return next;
        }
      : skipToken,
    enabled: polling,
    refetchInterval: polling ? JOB_POLL_MS : false,
    staleTime: 0,
  });

  useEffect(() => {
    if (!streaming || id === null || eventsUrl === null) return;
    const source = new EventSource(eventsUrl);
    const onJob = (event: MessageEvent) => {
      const next = parseJobEvent(event.data);
      if (!next || next.id !== id) return;
      queryClient.setQueryData(jobKey(id), next);
      // The server ends the stream after the last event; closing first keeps EventSource from reconnecting.
      if (!isJobActive(next)) source.close();
    };
    source.addEventListener(JOB_EVENT, onJob);
    source.onerror = () => {
      source.close();
      setBrokenStream(id);
    };
    return () => {
      source.removeEventListener(JOB_EVENT, onJob);
      source.onerror = null;
      source.close();
    };
  }, [streaming, id, eventsUrl, queryClient]);

  // A job seen running that has now finished, reported once.
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  });
  const seenActive = useRef<string | null>(null);
  useEffect(() => {
    if (!job) return;
    if (isJobActive(job)) {
      seenActive.current = job.id;
      return;
    }
    if (seenActive.current === job.id) {
      seenActive.current = null;
      onFinishRef.current?.(job);
    }
  }, [job]);

  return { job, feed: streaming ? "stream" : polling ? "poll" : null };
}

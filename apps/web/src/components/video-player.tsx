import { ERRORS } from "@lectern/contract";
import { Captions, CaptionsOff, Maximize, Minimize, Pause, Play, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Spinner } from "./spinner";

/** Seconds moved by one arrow key on the seek bar. */
export const SEEK_STEP_S = 5;
export const LOADING_VIDEO = "Loading video...";

/** "m:ss", or "h:mm:ss" from an hour on; anything unknown reads 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}

export interface VideoPlayerProps {
  /** A URL the <video> can load by itself: same-origin and signed (it cannot send a bearer token). */
  src: string;
  /** Accessible name of the player, e.g. the paper's title. */
  title: string;
  /** WebVTT captions for a <track>, when there are any. */
  captionsSrc?: string | null | undefined;
  /** BCP 47 code of the captions' language. */
  captionsLang?: string | undefined;
  /** Length known before the file's own metadata arrives (shown until then). */
  durationHint?: number | null | undefined;
  /** The video could not be loaded (e.g. its signed URL expired). */
  onError?: (() => void) | undefined;
}

/** iPhone Safari has no element fullscreen, only the video's own. */
interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
}

const noop = () => undefined;
const canFullscreen = () =>
  typeof document !== "undefined" && (document.fullscreenEnabled === true || (typeof HTMLVideoElement !== "undefined" && "webkitEnterFullscreen" in HTMLVideoElement.prototype));

function PlayerBody({ src, title, captionsSrc, captionsLang, durationHint, onError }: VideoPlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<WebkitVideo>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [current, setCurrent] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [captionsBroken, setCaptionsBroken] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const duration = mediaDuration ?? (durationHint && durationHint > 0 ? durationHint : 0);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frameRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  // React does not pass a <track>'s error on: listen to it directly. A captions file that fails
  // to load leaves nothing to turn on, so the button goes.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onTrackError = () => setCaptionsBroken(true);
    track.addEventListener("error", onTrackError);
    return () => track.removeEventListener("error", onTrackError);
  }, [captionsSrc]);

  const readDuration = () => {
    const value = videoRef.current?.duration;
    if (value !== undefined && Number.isFinite(value) && value > 0) setMediaDuration(value);
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || failed) return;
    if (playing) video.pause();
    // play() refuses (autoplay rules, an interrupting pause) by rejecting: the events tell the truth.
    else void Promise.resolve(video.play()).catch(noop);
  };

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || duration <= 0) return;
    const next = Math.min(Math.max(seconds, 0), duration);
    video.currentTime = next;
    setCurrent(next);
  };

  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -SEEK_STEP_S, ArrowDown: -SEEK_STEP_S, ArrowRight: SEEK_STEP_S, ArrowUp: SEEK_STEP_S };
    const move = moves[event.key];
    if (move !== undefined) seekTo(current + move);
    else if (event.key === "Home") seekTo(0);
    else if (event.key === "End") seekTo(duration);
    else return;
    event.preventDefault();
  };

  const toggleCaptions = () => {
    const next = !captionsOn;
    const track = trackRef.current?.track;
    if (track) track.mode = next ? "showing" : "hidden";
    setCaptionsOn(next);
  };

  const toggleFullscreen = () => {
    const frame = frameRef.current;
    const video = videoRef.current;
    if (document.fullscreenElement) void document.exitFullscreen().catch(noop);
    else if (frame && document.fullscreenEnabled) void frame.requestFullscreen().catch(noop);
    else video?.webkitEnterFullscreen?.();
  };

  const timeText = `${formatTime(current)} / ${formatTime(duration)}`;
  const iconButton =
    "inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-white transition duration-150 hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div
      ref={frameRef}
      role="group"
      aria-label={`Video player: ${title}`}
      className="overflow-hidden rounded-2xl bg-black shadow-sm [&:fullscreen]:flex [&:fullscreen]:flex-col [&:fullscreen]:rounded-none"
    >
      <div className="relative min-h-0 [:fullscreen_&]:flex-1">
        <video
          ref={videoRef}
          src={src}
          preload="auto"
          playsInline
          aria-label={title}
          className="block aspect-video w-full cursor-pointer bg-black [:fullscreen_&]:h-full [:fullscreen_&]:aspect-auto"
          onClick={togglePlay}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onLoadedMetadata={readDuration}
          onDurationChange={readDuration}
          onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
          onCanPlay={() => setLoading(false)}
          onPlaying={() => setLoading(false)}
          onWaiting={() => setLoading(true)}
          onError={() => {
            setFailed(true);
            setLoading(false);
            setPlaying(false);
            onError?.();
          }}
        >
          {captionsSrc && !captionsBroken ? (
            <track ref={trackRef} kind="captions" src={captionsSrc} srcLang={captionsLang} label="Captions" default />
          ) : null}
        </video>
        {loading && !failed ? (
          <div role="status" className="pointer-events-none absolute inset-0 flex items-center justify-center gap-3 bg-black/50 text-sm font-medium text-white">
            <Spinner size="md" className="[&_svg]:text-white" />
            {LOADING_VIDEO}
          </div>
        ) : null}
        {failed ? (
          <div role="alert" className="absolute inset-0 flex items-center justify-center gap-2 bg-black/80 px-6 text-center text-sm font-medium text-white">
            <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-300" />
            {ERRORS.loadVideo}
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 bg-slate-900 px-2 py-2 text-white sm:flex-nowrap sm:px-3">
        <button type="button" className={iconButton} aria-label={playing ? "Pause" : "Play"} disabled={failed} onClick={togglePlay}>
          {playing ? <Pause aria-hidden="true" className="h-5 w-5" /> : <Play aria-hidden="true" className="h-5 w-5" />}
        </button>
        <input
          type="range"
          aria-label="Seek"
          aria-valuetext={`${formatTime(current)} of ${formatTime(duration)}`}
          min={0}
          max={duration > 0 ? duration : 0}
          step={0.1}
          value={Math.min(current, duration)}
          disabled={failed || duration <= 0}
          onChange={(event) => seekTo(Number(event.target.value))}
          onKeyDown={onSeekKey}
          className="order-last h-2 w-full min-w-0 cursor-pointer accent-indigo-400 disabled:cursor-not-allowed sm:order-none sm:flex-1"
        />
        <span className="ml-auto px-1 text-xs text-slate-200 tabular-nums sm:ml-0" data-testid="video-time">
          {timeText}
        </span>
        {captionsSrc && !captionsBroken ? (
          <button type="button" className={iconButton} aria-label="Captions" aria-pressed={captionsOn} disabled={failed} onClick={toggleCaptions}>
            {captionsOn ? <Captions aria-hidden="true" className="h-5 w-5" /> : <CaptionsOff aria-hidden="true" className="h-5 w-5" />}
          </button>
        ) : null}
        {canFullscreen() ? (
          <button type="button" className={iconButton} aria-label={fullscreen ? "Exit full screen" : "Full screen"} onClick={toggleFullscreen}>
            {fullscreen ? <Minimize aria-hidden="true" className="h-5 w-5" /> : <Maximize aria-hidden="true" className="h-5 w-5" />}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The results video: play/pause, a keyboard-accessible seek bar (arrows ±5 s,
 * Home/End), "m:ss / m:ss", captions on/off, fullscreen, and 'Loading video...' until it can
 * play. A new source starts a fresh player.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  return <PlayerBody key={props.src} {...props} />;
}

import { ERRORS } from "@lectern/contract";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatTime, LOADING_VIDEO, VideoPlayer } from "./video-player";

const SRC = "/api/media/paper0005media/stream-video?language=English&exp=1&sig=v";
const CAPTIONS = "/api/media/paper0005media/captions?language=English&exp=1&sig=c";

// jsdom has no media playback: play() and pause() only raise the events a browser would.
function stubPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("pause"));
  });
  return { play, pause };
}

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  const utils = render(<VideoPlayer src={SRC} title="Attention Is All You Need" {...props} />);
  const video = utils.container.querySelector("video");
  if (!video) throw new Error("no <video>");
  return { ...utils, video };
}

/** The file's metadata arrives: a 2:05 video. */
function loadMetadata(video: HTMLVideoElement, seconds = 125) {
  Object.defineProperty(video, "duration", { configurable: true, value: seconds });
  fireEvent.loadedMetadata(video);
  fireEvent.canPlay(video);
}

const time = () => screen.getByTestId("video-time").textContent;
const seekBar = () => screen.getByRole("slider", { name: "Seek" }) as HTMLInputElement;

describe("formatTime", () => {
  it("reads m:ss, h:mm:ss from an hour on, and 0:00 for anything unknown", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(9.9)).toBe("0:09");
    expect(formatTime(65.4)).toBe("1:05");
    expect(formatTime(600)).toBe("10:00");
    expect(formatTime(3725)).toBe("1:02:05");
    expect(formatTime(Number.NaN)).toBe("0:00");
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatTime(-3)).toBe("0:00");
  });
});

describe("VideoPlayer", () => {
  it("plays the signed URL without native controls and says 'Loading video...' until it can play", () => {
    const { video } = renderPlayer();
    expect(video.getAttribute("src")).toBe(SRC);
    expect(video.hasAttribute("controls")).toBe(false);
    expect(screen.getByRole("status").textContent).toContain(LOADING_VIDEO);
    fireEvent.canPlay(video);
    expect(screen.queryByText(LOADING_VIDEO)).toBeNull();
    // Waiting for data mid-play shows it again until playback resumes.
    fireEvent.waiting(video);
    expect(screen.getByText(LOADING_VIDEO)).toBeTruthy();
    fireEvent.playing(video);
    expect(screen.queryByText(LOADING_VIDEO)).toBeNull();
  });

  it("toggles play and pause from the button and from a click on the picture", async () => {
    const { play, pause } = stubPlayback();
    const { video } = renderPlayer();
    loadMetadata(video);
    await userEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    await userEvent.click(video);
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
    // The end of the video shows Play again.
    fireEvent.ended(video);
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
  });

  it("shows the time as m:ss / m:ss: the known length first, then the file's own, then the position", () => {
    const { video } = renderPlayer({ durationHint: 203.6 });
    expect(time()).toBe("0:00 / 3:23");
    loadMetadata(video, 125);
    expect(time()).toBe("0:00 / 2:05");
    video.currentTime = 65.4;
    fireEvent.timeUpdate(video);
    expect(time()).toBe("1:05 / 2:05");
    expect(seekBar().getAttribute("aria-valuetext")).toBe("1:05 of 2:05");
  });

  it("seeks with the keyboard: arrows ±5 s, Home and End; and by dragging", async () => {
    const { video } = renderPlayer();
    loadMetadata(video, 125);
    seekBar().focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(video.currentTime).toBe(5);
    await userEvent.keyboard("{ArrowUp}{ArrowRight}");
    expect(video.currentTime).toBe(15);
    expect(time()).toBe("0:15 / 2:05");
    await userEvent.keyboard("{ArrowLeft}");
    expect(video.currentTime).toBe(10);
    await userEvent.keyboard("{End}");
    expect(video.currentTime).toBe(125);
    await userEvent.keyboard("{ArrowRight}");
    expect(video.currentTime).toBe(125);
    await userEvent.keyboard("{Home}{ArrowLeft}");
    expect(video.currentTime).toBe(0);
    fireEvent.change(seekBar(), { target: { value: "90" } });
    expect(video.currentTime).toBe(90);
    expect(time()).toBe("1:30 / 2:05");
  });

  it("cannot seek before the length is known", () => {
    renderPlayer();
    expect(seekBar().disabled).toBe(true);
  });

  it("turns the captions track on and off", async () => {
    // jsdom has no TextTrack: give each <track> a stand-in with a mode.
    const tracks = new Map<HTMLTrackElement, { mode: TextTrackMode }>();
    Object.defineProperty(HTMLTrackElement.prototype, "track", {
      configurable: true,
      get(this: HTMLTrackElement) {
        const found = tracks.get(this) ?? { mode: "showing" as TextTrackMode };
        tracks.set(this, found);
        return found;
      },
    });
    try {
      const { video } = renderPlayer({ captionsSrc: CAPTIONS, captionsLang: "hi" });
      const track = video.querySelector("track");
      expect(track?.getAttribute("src")).toBe(CAPTIONS);
      expect(track?.getAttribute("kind")).toBe("captions");
      expect(track?.getAttribute("srclang")).toBe("hi");
      expect(track?.hasAttribute("default")).toBe(true);
      const button = screen.getByRole("button", { name: "Captions" });
      expect(button.getAttribute("aria-pressed")).toBe("true");
      await userEvent.click(button);
      expect(button.getAttribute("aria-pressed")).toBe("false");
      expect(track?.track.mode).toBe("hidden");
      await userEvent.click(button);
      expect(button.getAttribute("aria-pressed")).toBe("true");
      expect(track?.track.mode).toBe("showing");
    } finally {
      Reflect.deleteProperty(HTMLTrackElement.prototype, "track");
    }
  });

  it("has no captions button without captions, or once the captions file fails", () => {
    renderPlayer();
    expect(screen.queryByRole("button", { name: "Captions" })).toBeNull();
    const { video } = renderPlayer({ src: `${SRC}&second`, captionsSrc: CAPTIONS });
    expect(screen.getByRole("button", { name: "Captions" })).toBeTruthy();
    const track = video.querySelector("track");
    if (!track) throw new Error("no <track>");
    fireEvent.error(track);
    expect(screen.queryByRole("button", { name: "Captions" })).toBeNull();
  });

  it("goes full screen on the player (controls included) and back", async () => {
    Object.defineProperty(document, "fullscreenEnabled", { configurable: true, value: true });
    let fullscreenElement: Element | null = null;
    Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => fullscreenElement });
    const enter = (element: Element) => {
      fullscreenElement = element;
      document.dispatchEvent(new Event("fullscreenchange"));
      return Promise.resolve();
    };
    const request = vi.fn(function (this: Element) {
      return enter(this);
    });
    const exit = vi.fn(() => {
      fullscreenElement = null;
      document.dispatchEvent(new Event("fullscreenchange"));
      return Promise.resolve();
    });
    Object.defineProperty(HTMLElement.prototype, "requestFullscreen", { configurable: true, value: request });
    Object.defineProperty(document, "exitFullscreen", { configurable: true, value: exit });
    try {
      renderPlayer();
      await userEvent.click(screen.getByRole("button", { name: "Full screen" }));
      expect(request).toHaveBeenCalledTimes(1);
      expect(fullscreenElement).toBe(screen.getByRole("group", { name: "Video player: Attention Is All You Need" }));
      await userEvent.click(screen.getByRole("button", { name: "Exit full screen" }));
      expect(exit).toHaveBeenCalledTimes(1);
      expect(screen.getByRole("button", { name: "Full screen" })).toBeTruthy();
    } finally {
      for (const key of ["fullscreenEnabled", "fullscreenElement", "exitFullscreen"]) Reflect.deleteProperty(document, key);
      Reflect.deleteProperty(HTMLElement.prototype, "requestFullscreen");
    }
  });

  it("says 'Failed to load video' and tells the owner when the file cannot be loaded", () => {
    const onError = vi.fn();
    const { video } = renderPlayer({ onError });
    fireEvent.error(video);
    expect(screen.getByRole("alert").textContent).toContain(ERRORS.loadVideo);
    expect(screen.queryByText(LOADING_VIDEO)).toBeNull();
    expect((screen.getByRole("button", { name: "Play" }) as HTMLButtonElement).disabled).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("starts afresh for a new source", () => {
    const { video, rerender } = renderPlayer();
    loadMetadata(video, 125);
    expect(time()).toBe("0:00 / 2:05");
    rerender(<VideoPlayer src={`${SRC}&renewed`} title="Attention Is All You Need" />);
    expect(time()).toBe("0:00 / 0:00");
    expect(screen.getByText(LOADING_VIDEO)).toBeTruthy();
  });
});

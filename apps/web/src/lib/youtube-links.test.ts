import { describe, expect, it } from "vitest";
import { safeYoutubeUrl, uploadedVideoUrl } from "./youtube-links";

describe("safeYoutubeUrl", () => {
  it("keeps YouTube watch links, in one canonical form", () => {
    expect(safeYoutubeUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(safeYoutubeUrl("https://youtube.com/watch?v=dQw4w9WgXcQ&t=3")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(safeYoutubeUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });

  it("refuses anything a crafted /video-preview link could smuggle in", () => {
    for (const bad of [
      null,
      "",
      "javascript:alert(1)//https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com.evil.test/watch?v=dQw4w9WgXcQ",
      "https://user@www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/redirect?q=https://evil.test",
      "https://www.youtube.com/watch?v=<script>",
      "https://www.youtube.com/watch",
      "not a url",
    ]) {
      expect(safeYoutubeUrl(bad)).toBeNull();
    }
  });
});

describe("the video a share post links to", () => {
  const job = (over: Partial<{ kind: string; state: string; finished_at: string | null; video_url: string }>) => ({ kind: "youtube", state: "succeeded", finished_at: "2026-01-01T00:00:00Z", ...over });
  it("is the newest finished upload's, never a failed one or another kind's", () => {
    expect(uploadedVideoUrl([])).toBeUndefined();
    expect(
      uploadedVideoUrl([
        job({ video_url: "https://www.youtube.com/watch?v=oldOLDold1", finished_at: "2026-01-01T00:00:00Z" }),
        job({ video_url: "https://www.youtube.com/watch?v=newNEWnew1", finished_at: "2026-02-01T00:00:00Z" }),
        job({ state: "failed", video_url: "https://www.youtube.com/watch?v=failFAIL01", finished_at: "2026-03-01T00:00:00Z" }),
        job({ kind: "video", video_url: "https://www.youtube.com/watch?v=videoVIDEO", finished_at: "2026-03-01T00:00:00Z" }),
      ]),
    ).toBe("https://www.youtube.com/watch?v=newNEWnew1");
    // An address that is not a YouTube watch link is not shared.
    expect(uploadedVideoUrl([job({ video_url: "javascript:alert(1)" })])).toBeUndefined();
  });
});

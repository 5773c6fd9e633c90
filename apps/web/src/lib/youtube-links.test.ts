import { describe, expect, it } from "vitest";
import { safeYoutubeUrl } from "./youtube-links";

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

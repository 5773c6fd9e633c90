import fs from "node:fs";
import path from "node:path";
import { readDeckManifest } from "@lectern/pipeline";
import { expect, test } from "../fixtures.js";
import { startAtStep2 } from "./helpers.js";
import { houseFilePath } from "../../apps/server/src/test/house-papers.js";

// The spoken point highlighted: in the video a user plays, a frame grabbed in the middle of a
// sentence a bullet came from shows that bullet emphasised (the deck's highlight state), not the
// plain slide. The frame is drawn from the <video> element itself, as Chromium decodes it.

test.setTimeout(240_000);
const LONG = 150_000;

/** Start and end (seconds) and text of each cue of a WebVTT file. */
function cues(vtt: string): { start: number; end: number; text: string }[] {
  const seconds = (s: string) => s.split(":").reduce((acc, part) => acc * 60 + Number(part), 0);
  return vtt
    .split(/\n\n+/)
    .map((block) => block.split("\n"))
    .flatMap((lines) => {
      const at = lines.findIndex((l) => l.includes("-->"));
      const timing = lines[at]?.match(/^([\d:.]+) --> ([\d:.]+)/);
      if (at < 0 || !timing?.[1] || !timing[2]) return [];
      return [{ start: seconds(timing[1]), end: seconds(timing[2]), text: lines.slice(at + 1).join(" ").replace(/\s+/g, " ").trim() }];
    });
}

const dataUrl = (file: string) => `data:image/png;base64,${fs.readFileSync(file).toString("base64")}`;

test("a frame grabbed mid-sentence shows the bullet that sentence gave emphasised", async ({ page }) => {
  await startAtStep2(page, { gemini_key: "", openai_key: "" });
  await page.reload();
  await page.locator("label", { hasText: "LaTeX Source" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /drop|browse|choose/i }).first().click();
  await (await chooser).setFiles(houseFilePath("speaker.zip"));
  await page.getByRole("button", { name: "One click to Video" }).click();
  await expect(page).toHaveURL(/\/video-display$/, { timeout: LONG });
  // The page opens once the paper is read; the deck and captions exist once the video is made.
  await expect(page.locator("video")).toBeAttached({ timeout: LONG });
  const paperId = (await page.evaluate(() => sessionStorage.getItem("paperId"))) ?? "";
  const workspace = path.join(process.env.E2E_DATA_DIR ?? "", "papers", paperId);

  // A bullet with the sentence it came from, and that sentence's first caption (captions are the sentences, timed).
  const deck = await readDeckManifest(path.join(workspace, "slides"));
  if (!deck) throw new Error("the one-click run left no deck.json");
  const timed = cues(fs.readFileSync(path.join(workspace, "video", "en", "captions.vtt"), "utf8"));
  const picks = deck.frames.flatMap((frame) =>
    (frame.highlights ?? []).flatMap((h) => {
      const sentence = h.sentence?.replace(/\s+/g, " ").trim() ?? "";
      const cue = timed.find((c) => c.text.length >= 10 && sentence.startsWith(c.text));
      return cue ? [{ plain: frame.slide, state: h.slide, at: (cue.start + cue.end) / 2 }] : [];
    }),
  );
  expect(picks.length).toBeGreaterThan(2);
  const preview = path.join(workspace, "slides", "preview");

  const video = page.locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  for (const pick of picks.slice(0, 3)) {
    const diff = await video.evaluate(
      async (v: HTMLVideoElement, { at, plain, state }) => {
        v.muted = true;
        v.pause();
        await new Promise((resolve) => {
          v.addEventListener("seeked", resolve, { once: true });
          v.currentTime = at;
        });
        const pixels = (src: CanvasImageSource) => {
          const canvas = document.createElement("canvas");
          canvas.width = 480;
          canvas.height = 270;
          const ctx = canvas.getContext("2d");
          if (!ctx) throw new Error("no 2d context");
          ctx.drawImage(src, 0, 0, 480, 270);
          return ctx.getImageData(0, 0, 480, 270).data;
        };
        const image = (url: string) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve(img);
            img.onerror = reject;
            img.src = url;
          });
        const frame = pixels(v);
        const distance = (other: Uint8ClampedArray) => {
          let sum = 0;
          for (let i = 0; i < frame.length; i += 4) for (let c = 0; c < 3; c += 1) sum += Math.abs((frame[i + c] ?? 0) - (other[i + c] ?? 0));
          return sum / ((frame.length / 4) * 3);
        };
        return { plain: distance(pixels(await image(plain))), state: distance(pixels(await image(state))) };
      },
      { at: pick.at, plain: dataUrl(path.join(preview, pick.plain)), state: dataUrl(path.join(preview, pick.state)) },
    );
    // The frame is the emphasised state: clearly closer to it than to the plain slide.
    expect(diff.state).toBeLessThan(diff.plain * 0.8);
  }
});

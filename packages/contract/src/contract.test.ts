import { describe, expect, it } from "vitest";
import { DEFAULT_REQUEST_TIMEOUT_MS, downloadNames, estimatedSeconds, formatDuration, progressPercent } from "./constants.js";
import { LANGUAGES, languageByName, VOICES } from "./languages.js";
import { pathFor, ROUTES, type RouteDef } from "./routes.js";
import { PaperId, SafeFileName, SectionKey } from "./schemas/common.js";
import { KeySetupRequest } from "./schemas/keys.js";
import { GenerateAudioRequest } from "./schemas/media.js";
import { MetadataUpdate } from "./schemas/papers.js";
import { SaveSectionsRequest } from "./schemas/scripts.js";

describe("constants", () => {
  it("computes progress as round(completed / 6 × 100)", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(progressPercent)).toEqual([0, 17, 33, 50, 67, 83, 100]);
  });
  it("estimates narration time from words at the measured speaking rate (not characters / 150)", () => {
    expect(estimatedSeconds("")).toBe(0);
    expect(estimatedSeconds(Array.from({ length: 150 }, () => "word").join(" "))).toBe(60);
    expect(estimatedSeconds(Array.from({ length: 75 }, () => "longerword").join(" "))).toBe(30);
    expect(estimatedSeconds("注".repeat(250))).toBe(60);
    expect(estimatedSeconds("One.")).toBe(5);
    expect([0, 5, 60, 70, 125].map(formatDuration)).toEqual(["0 seconds", "5 seconds", "1 minute", "1 minute 10 seconds", "2 minutes 5 seconds"]);
  });
  it("names the PowerPoint copy after the paper, safely, falling back to the paper id", () => {
    expect(downloadNames.slidesPptx("p1", "Towards Realistic Models of Wireless Workload")).toBe("Towards_Realistic_Models_of_Wireless_Workload.pptx");
    expect(downloadNames.slidesPptx("p1", ' Café "Déjà vu": ../../etc/passwd; rm -rf / ', "hi")).toBe("Cafe_Deja_vu_etc_passwd_rm_rf_hi.pptx");
    expect(downloadNames.slidesPptx("p1", "注意力机制就是一切")).toBe("slides_p1.pptx");
    expect(downloadNames.slidesPptx("p1", "x".repeat(300)).length).toBe(85);
  });
});

describe("languages and voices", () => {
  // Clients send these names (selected_language, signed media URLs): none may go or be renamed,
  // while adding a language breaks no one.
  it("keeps the 11 published languages, with Odia as od-IN for Sarvam", () => {
    expect(LANGUAGES.map((l) => l.name)).toEqual(
      expect.arrayContaining(["English", "Hindi", "Bengali", "Gujarati", "Kannada", "Malayalam", "Marathi", "Odia", "Punjabi", "Tamil", "Telugu"]),
    );
    expect(languageByName("Odia").sarvam).toBe("od-IN");
  });
  // The keys are Sarvam speaker names that clients send in voice_selection; likewise only additions are free.
  it("offers vidya (Female) and karun (Male)", () => {
    expect(VOICES.map((v) => [v.key, v.label])).toEqual(expect.arrayContaining([["vidya", "Female"], ["karun", "Male"]]));
  });
});

describe("routes", () => {
  it("have unique method + path pairs", () => {
    const keys = (Object.values(ROUTES) as RouteDef[]).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it("fill and encode path parameters", () => {
    expect(pathFor("assignImage", { id: "abc12345", section: "related work" })).toBe("/scripts/abc12345/sections/related%20work/image");
    expect(() => pathFor("getMetadata")).toThrow(/missing path parameter id/);
  });
  it("retry only calls a second copy cannot harm: on an existing paper, no upload, no long job", () => {
    // A retry sends the request again after a 5xx the server may have half-done. On a path naming
    // the paper it lands on the same paper; an upload would send the file again and make a second
    // paper, and a call with its own long timeout (a whole video, a YouTube upload) would start
    // minutes of work, or a publication, twice.
    const retried = (Object.entries(ROUTES) as [string, RouteDef][]).filter(([, r]) => r.retried);
    for (const [name, r] of retried) expect({ name, onAPaper: r.path.includes("/:id"), upload: r.multipart ?? false, ownTimeout: r.timeoutMs }).toEqual({ name, onAPaper: true, upload: false, ownTimeout: undefined });
  });
  it("give the one-click calls longer than the default, as they wait for a whole video in one request", () => {
    for (const r of [ROUTES.oneClickPdf, ROUTES.oneClickLatex]) expect(r.timeoutMs).toBeGreaterThan(DEFAULT_REQUEST_TIMEOUT_MS);
  });
});

describe("boundary schemas refuse hostile input", () => {
  it("paper ids are server-generated shapes only", () => {
    expect(PaperId.safeParse("abcdef0123456789").success).toBe(true);
    for (const bad of ["../etc", "ABC12345", "a", "abc/def12", "abcdef01%2e"]) expect(PaperId.safeParse(bad).success).toBe(false);
  });
  it("file names cannot traverse or be absolute", () => {
    expect(SafeFileName.safeParse("fig_01.png").success).toBe(true);
    for (const bad of ["../a.png", "/etc/passwd", "a/b.png", ".hidden", "a..png", "", "a\\b"]) expect(SafeFileName.safeParse(bad).success).toBe(false);
  });
  it("section keys are slugs (any script) without separators", () => {
    expect(SectionKey.safeParse("related_work").success).toBe(true);
    expect(SectionKey.safeParse("介绍").success).toBe(true);
    expect(SectionKey.safeParse("परिचय").success).toBe(true);
    expect(SectionKey.safeParse("a/b").success).toBe(false);
  });
  it("metadata title must not be blank", () => {
    expect(MetadataUpdate.safeParse({ title: "   ", authors: "", date: "" }).success).toBe(false);
    expect(MetadataUpdate.parse({ title: " T ", authors: "A, B", date: "2024" }).title).toBe("T");
  });
  it("keys are trimmed and bounded; absent means unchanged", () => {
    expect(KeySetupRequest.parse({ gemini_key: "  k  " })).toEqual({ gemini_key: "k" });
    expect(KeySetupRequest.safeParse({ gemini_key: "x".repeat(513) }).success).toBe(false);
  });
  it("audio requests default hinglish_iterations to 3 and show_hindi_debug to false", () => {
    expect(GenerateAudioRequest.parse({ selected_language: "Hindi" })).toEqual({
      voice_selection: {}, hinglish_iterations: 3, show_hindi_debug: false, selected_language: "Hindi",
    });
    expect(GenerateAudioRequest.safeParse({ selected_language: "Klingon" }).success).toBe(false);
    expect(GenerateAudioRequest.safeParse({ selected_language: "Hindi", voice_selection: { Hindi: "someone" } }).success).toBe(false);
  });
  it("script saves bound bullets and drop blank ones", () => {
    expect(SaveSectionsRequest.parse({ sections: { intro: { script: "s", bullet_points: ["  ", " One ", "", "Two"] } } }).sections.intro?.bullet_points).toEqual(["One", "Two"]);
    expect(SaveSectionsRequest.safeParse({ sections: { intro: { script: "s", bullet_points: [...Array(12).fill("b"), " "] } } }).success).toBe(true);
    expect(SaveSectionsRequest.safeParse({ sections: { intro: { script: "s", bullet_points: Array(13).fill("b") } } }).success).toBe(false);
  });
});

import type { PaperDocument, PaperSection } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { planSections } from "../plan/plan-sections.js";
import { countSpokenWords } from "../plan/spoken-words.js";
import { localWriter } from "./local-writer.js";
import { introSentence } from "./opening.js";

function section(title: string, sentences: string[]): PaperSection {
  return { key: title.toLowerCase().replace(/\W+/g, "_"), title, level: 1, text: sentences.join(" "), kind: "body" };
}

const DOC: PaperDocument = {
  version: 1,
  source_kind: "latex",
  metadata: { title: "Radar Rainfall Nowcasting with Deep Networks", authors: "Ann Author, Bo Writer, Cy Third", date: "" },
  abstract:
    "Short-term rainfall forecasts are hard because storms grow and decay within minutes. " +
    "We train a convolutional neural network (CNN) on ten years of radar images to predict rainfall an hour ahead. " +
    "The network beats optical-flow baselines at every lead time we tested.",
  sections: [
    section("Introduction", [
      "Forecasting rainfall an hour ahead matters for flood warnings and for airports.",
      "Optical-flow methods extrapolate radar echoes but cannot model growth or decay of storms (Smith et al. 2019).",
      "Following Lee et al. (2020), we treat nowcasting as an image-to-image prediction problem.",
      "Our CNN learns growth and decay directly from ten years of radar data.",
      "The rest of this paper is organized as follows.",
    ]),
    section("Method", [
      "The CNN takes the last six radar frames as input channels.",
      "Each frame covers the whole country at a resolution of 1 km.",
      "The network is trained with a loss of 1.5e-3 per pixel on 64000 sequences.",
      "Figure 2 shows the encoder-decoder layout of the network.",
      "where x is the input and y the output of the layer.",
      "Training takes two days on a single GPU with a batch size of 32 sequences.",
    ]),
    section("Results", [
      "The CNN beats optical flow at every lead time from 5 to 60 minutes.",
      "At one hour ahead the error is 25% lower than the best baseline (Table 1).",
      "In Figure 3, we see that heavy rain is predicted well in summer storms.",
      "Light drizzle remains hard to predict for all methods we compared.",
      "Errors grow with lead time for every method, but more slowly for the network.",
    ]),
    section("Conclusion", [
      "We showed that a convolutional network predicts rainfall better than optical flow.",
      "The model runs in seconds and could serve operational forecasters.",
      "Future work will add satellite images to capture storms before they reach the radar.",
    ]),
  ],
  figures: [],
  tables: [],
  language: "en",
  warnings: [],
  spoken_math: [],
};

describe("localWriter", () => {
  it("opens with title, first author and the problem from the abstract", async () => {
    const plan = planSections(DOC, "standard");
    const out = await localWriter(plan);
    expect(out.opening?.script.startsWith("This talk presents “Radar Rainfall Nowcasting with Deep Networks”, by Ann Author and colleagues. Short-term rainfall forecasts are hard")).toBe(true);
    expect(introSentence({ title: "A Study.", authors: "Solo Writer", date: "" }, "en")).toBe("This talk presents “A Study”, by Solo Writer.");
    expect(introSentence({ title: "Too Bias?", authors: "A One, B Two", date: "" }, "en")).toBe("This talk presents “Too Bias?”, by A One and B Two.");
    // A template's or a blinded submission's placeholder names no one.
    expect(introSentence({ title: "Gifts", authors: "Author list (anonymised)", date: "" }, "en")).toBe("This talk presents “Gifts”.");
    expect(introSentence({ title: "Gifts", authors: "Anonymous Authors", date: "" }, "en")).toBe("This talk presents “Gifts”.");
    expect(introSentence({ title: "注意力机制就是一切", authors: "A, B, C", date: "" }, "zh")).toBe("本次报告介绍论文《注意力机制就是一切》，作者是A等人。");
  });

  it("writes every planned section in spoken style, near its word target", async () => {
    const plan = planSections(DOC, "long");
    const out = await localWriter(plan);
    expect(Object.keys(out)).toEqual(plan.sections.map((s) => s.key));
    const all = Object.values(out)
      .map((w) => w.script)
      .join(" ");
    expect(all).not.toMatch(/et al|\(Fig|Figure \d|Table \d|\[|rest of this paper|where x is/);
    expect(all).toContain("Lee and colleagues");
    expect(all).toContain("0.0015");
    expect(all).toContain("64,000");
    expect(all).toContain("25 percent");
    expect(out.method?.script).toMatch(/^Now|^Next|^Moving|^Let's turn/);
    expect(out.introduction?.script.startsWith("Let's begin with the introduction.") || out.introduction?.script.startsWith("First, the introduction.")).toBe(true);
    expect(out.conclusion?.script).toMatch(/^(?:Finally|To wrap up)/);
    for (const s of plan.sections) {
      const words = countSpokenWords(out[s.key]?.script ?? "");
      expect(words).toBeLessThanOrEqual(s.targetWords * 1.3);
      expect(words).toBeGreaterThanOrEqual(Math.min(s.targetWords * 0.4, 12));
    }
  });

  it("keeps chosen sentences in the paper's order", async () => {
    const plan = planSections(DOC, "long");
    const script = (await localWriter(plan)).results?.script ?? "";
    const positions = ["beats optical flow", "25 percent lower", "heavy rain", "Light drizzle", "Errors grow"].map((p) => script.indexOf(p)).filter((i) => i >= 0);
    expect(positions.length).toBeGreaterThan(2);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("defines an abbreviation on its first use in the talk only", async () => {
    const out = await localWriter(planSections(DOC, "long"));
    const all = Object.values(out)
      .map((w) => w.script)
      .join(" ");
    // Said as a speaker gives a name ("…, or CNN,"), since the talk uses it again.
    expect(all.match(/convolutional neural network, or CNN\b/g)?.length).toBe(1);
    expect(all.indexOf("convolutional neural network, or CNN")).toBeLessThan(all.indexOf(" CNN ") === -1 ? Infinity : all.indexOf(" CNN "));
  });

  it("is deterministic and honours an abort signal", async () => {
    const plan = planSections(DOC, "standard");
    expect(await localWriter(plan)).toEqual(await localWriter(plan));
    const controller = new AbortController();
    controller.abort();
    await expect(localWriter(plan, controller.signal)).rejects.toThrow();
  });

  it("writes Chinese without English glued in, and no transition for languages without a template", async () => {
    const zhText = (topic: string) =>
      `${topic}是本文的重点。我们提出了一种完全基于注意力机制的新模型，它避免了循环结构。实验表明，该模型在两个翻译任务上质量更好，训练时间更短。该模型可以很好地推广到其他任务，例如句法分析。`;
    const zh: PaperDocument = {
      ...DOC,
      metadata: { title: "注意力机制就是一切", authors: "Ashish Vaswani, Noam Shazeer", date: "" },
      abstract: "目前主流的序列转导模型基于复杂的循环神经网络。我们提出了一种新的简单网络架构 Transformer。",
      sections: ["介绍", "背景", "模型架构", "结论"].map((t) => ({ key: t, title: t, level: 1, text: zhText(t), kind: "body" as const })),
      language: "zh",
    };
    const out = await localWriter(planSections(zh, "standard"));
    expect(out.opening?.script.startsWith("本次报告介绍论文《注意力机制就是一切》，作者是Ashish Vaswani和Noam Shazeer。")).toBe(true);
    expect(out["模型架构"]?.script).toMatch(/^[^A-Za-z]*“模型架构”/u);
    for (const w of Object.values(out)) expect(w.script).not.toMatch(/Let's|Next|Finally|This talk/);

    const de: PaperDocument = {
      ...DOC,
      metadata: { title: "Regenvorhersage", authors: "Anna Autorin", date: "" },
      sections: DOC.sections.map((s) => ({ ...s, text: "Wir stellen ein neues Verfahren zur Vorhersage von Regen vor. Das Verfahren nutzt Radarbilder aus zehn Jahren Messungen." })),
      language: "de",
    };
    const german = await localWriter(planSections(de, "standard"));
    expect(german.introduction?.script.startsWith("Wir stellen")).toBe(true);
    expect(german.opening?.script.startsWith("Regenvorhersage.")).toBe(true);

    const hindiText = "हम वर्षा के पूर्वानुमान के लिए एक नई विधि प्रस्तुत करते हैं। यह विधि दस वर्षों के रडार चित्रों का उपयोग करती है। परिणाम बताते हैं कि यह विधि पुरानी विधियों से बेहतर है।";
    const hi: PaperDocument = {
      ...DOC,
      metadata: { title: "वर्षा पूर्वानुमान", authors: "अनीता लेखक", date: "" },
      // An abstract of its own: the opening's bullets are not shown again on the sections' slides.
      abstract: "हम वर्षा से पहले किसानों को चेतावनी देना चाहते हैं।",
      sections: ["परिचय", "विधि", "परिणाम", "निष्कर्ष"].map((t) => ({ key: t, title: t, level: 1, text: hindiText, kind: "body" as const })),
      language: "hi",
    };
    const hindi = await localWriter(planSections(hi, "standard"));
    expect(hindi["परिचय"]?.script.startsWith("हम वर्षा")).toBe(true);
    expect(hindi["परिचय"]?.bullet_points.length).toBeGreaterThanOrEqual(2);
    for (const w of Object.values(hindi)) {
      expect(w.script).not.toMatch(/[A-Za-z]/);
      for (const b of w.bullet_points) expect(b).not.toMatch(/[।.]$/u);
    }
    expect(hindi.opening?.script.startsWith("वर्षा पूर्वानुमान। हम वर्षा")).toBe(true);
  });
});

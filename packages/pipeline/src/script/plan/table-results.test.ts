import type { PaperTable } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { isTableResult, ownNames, tableResult } from "./table-results.js";

/** A table from rows written "a | *b | c" (a star marks a bold cell). */
function table(...rows: string[]): PaperTable {
  return {
    caption: "",
    section_key: "results",
    rows: rows.map((r) => r.split("|").map((c) => c.trim()).map((c) => (c.startsWith("*") ? { text: c.slice(1), bold: true } : { text: c }))),
  };
}

/** The paper's text, which names the rivals the tables below compare with. */
const PROSE = "We compare with ViT, Baseline B, LM, ConvS2S, Bottom-Up, Other, Nginx, SA, FR-CNN and UDPipe v1.2.";

describe("tableResult", () => {
  it("says the row the authors set in bold against the best other row, in the first column it wins", () => {
    const t = table("Method | Accuracy | Accuracy", " | CIFAR-10 | SVHN", "ResNet | 91.2 | 95.0", "ViT | 93.1 | 95.9", "Refitted T hat | *94.3 | *96.4");
    expect(tableResult(t, ownNames("A paper", ""), PROSE)).toBe("Refitted T hat reaches an accuracy CIFAR-10 of 94.3 against 93.1 for the next best, ViT.");
  });

  it("finds the paper's row by its name and knows lower is better when its value is the lowest", () => {
    const t = table("Model | Error (%)", "Baseline A | 12.5%", "Baseline B | 9.8%", "Ours | 7.1%");
    expect(tableResult(t, ownNames("A paper", ""), PROSE)).toBe("Our method reaches an error of 7.1% against 9.8% for the next best, Baseline B.");
    const named = table("System | Latency (ms)", "Nginx | 41", "CloudCoder | 23", "Apache | 55");
    expect(tableResult(named, ownNames("CloudCoder: a web-based platform", ""), PROSE)).toBe("CloudCoder reaches a latency (ms) of 23 against 41 for the next best, Nginx.");
  });

  it("takes the paper's own names from its title's coined words and what its text calls 'our X'", () => {
    expect([...ownNames("SimPLe: model-based RL for Atari", "We compare our ILM model and our method with LMs.")]).toEqual(["SimPLe", "ILM"]);
    const t = table(" | BERT | SA | LM | ILM", "Score (%) | 20 | 29 | 41 | 45");
    expect(tableResult(t, ownNames("Enabling language models to fill in the blanks", "We compare our ILM model to three baselines."), PROSE)).toBe("ILM reaches a score of 45% against 41% for the next best, LM.");
  });

  it("takes the name a paper gives its own work, a row it calls 'our …', and compares values only in one unit", () => {
    expect([...ownNames("You only look once", "We present YOLO, a new approach to object detection.")]).toEqual(["YOLO"]);
    const speed = table(" | mAP | Prediction time | FPS", "R-CNN | 66.0 | 48.2 hr | 0.02 fps", "FR-CNN | 66.9 | 3.1 hr | 0.48 fps", "YOLO | 58.8 | 110 sec | 45 fps");
    expect(tableResult(speed, ownNames("You only look once", "We present YOLO, a new approach."), PROSE)).toBe("YOLO reaches an FPS of 45 against 0.48 for the next best, FR-CNN.");
    const tok = table("System | F sub 1", "Stanford CoreNLP | 97.3", "UDPipe v1.2 | 97.4", "our bi-LSTM tokenizer | 98.3");
    expect(tableResult(tok, ownNames("Parsing tweets", ""), PROSE)).toBe("Our bi-LSTM tokenizer reaches an F sub 1 of 98.3 against 97.4 for the next best, UDPipe v1.2.");
  });

  it("calls a rival the paper's text never names 'the next best', and adds the caption's measure to a heading that names a setting", () => {
    const t = table(" | p50 | p99", "QP | 17.28 | 135.37", "RD | 3.11 | 885.59", "DQ | 11.21 | 108.11");
    const own = ownNames("Learning join optimization", "We present DQ, a learned optimizer.");
    expect(tableResult({ ...t, caption: "Planning latencies (milliseconds) on all queries." }, own, "We present DQ, a learned optimizer.")).toBe(
      "DQ reaches a p99 latency of 108.11 against 135.37 for the next best.",
    );
  });

  it("names the caption's measure under a heading that names a setting, and says nothing when no measure is named", () => {
    const t = table("Model | No Constraint | No Name", "GPT-3.5-turbo | 92% | 60%", "GPT-4-turbo | 92% | *76%", "Falcon-7b | 76% | 20%");
    const prose = "We compare GPT-3.5-turbo, GPT-4-turbo and Falcon-7b.";
    expect(tableResult({ ...t, caption: "Model accuracy for the answer conditions. Highest in bold." }, ownNames("Redacted answers", prose), prose)).toBe(
      "GPT-4-turbo reaches a no name accuracy of 76% against 60% for the next best, GPT-3.5-turbo.",
    );
    expect(tableResult({ ...t, caption: "Answer conditions. Highest in bold." }, ownNames("Redacted answers", prose), prose)).toBeNull();
  });

  it("compares with the best rival, not the paper's own variant", () => {
    const t = table("Model | BLEU", "ByteNet | 23.8", "ConvS2S | 25.2", "Transformer (base) | 27.3", "Transformer (big) | *28.4");
    expect(tableResult(t, ownNames("Attention is all you need", ""), PROSE)).toBe("Transformer (big) reaches a BLEU of 28.4 against 25.2 for the next best, ConvS2S.");
  });

  it("finds the name column beside row numbers and other text columns", () => {
    const t = table(
      "# | Method | Training data | Test accuracy",
      "1 | AlexNet | clean | 64.54%",
      "2 | AlexNet | clean and noisy | 75.30%",
      "3 | Bottom-Up | clean and noisy | 76.22%",
      "4 | Ours | clean and noisy | *78.24%",
    );
    expect(tableResult(t, ownNames("Learning from noisy labels", ""), PROSE)).toBe("Our method reaches a test accuracy of 78.24% against 76.22% for the next best, Bottom-Up.");
  });

  it("reads a table with the methods as columns when it has a few rows of measures", () => {
    const t = table(" | BERT | SA | LM | ILM", "Score (%) | 20 | 29 | 41 | 45");
    expect(tableResult(t, ownNames("Enabling language models to fill in the blanks (ILM)", ""), PROSE)).toBe("ILM reaches a score of 45% against 41% for the next best, LM.");
    expect(tableResult(t, ownNames("Enabling language models to fill in the blanks", ""), PROSE)).toBeNull();
    const named = table(" | BERT | SA | ILM (ours)", "Score (%) | 20 | 29 | 45");
    expect(tableResult(named, ownNames("A paper", ""), PROSE)).toBe("ILM reaches a score of 45% against 29% for the next best, SA.");
    const perGame = table("Game | SimPLe (ours) | Rainbow", "Alien | 616.9 | 290.6", "Amidar | 74.3 | 20.8", "Assault | 527.2 | 300.3", "Boxing | 7.8 | 0.9");
    expect(tableResult(perGame, ownNames("Model-based RL for Atari", ""), PROSE)).toBeNull();
  });

  it("sums up a per-item breakdown (a score per game) as wins against the strongest rivals the text names, never against a human or random reference", () => {
    const games = ["Alien | 616.9 | 290.6 | 269.0 | 7128.0", "Amidar | 74.3 | 20.8 | 93.2 | 1720.0", "Assault | 527.2 | 300.3 | 552.5 | 742.0", "Boxing | 7.8 | 0.9 | 3.2 | 12.1", "Pong | 12.8 | -19.5 | -11.0 | 14.6", "Freeway | 20.3 | 0.1 | 2.0 | 29.6"];
    const t = { ...table("Game | SimPLe (ours) | rainbow_100k | ppo_500k | human", ...games), caption: "Mean scores of our method against Rainbow and PPO." };
    const prose = "We compare SimPLe with Rainbow and with PPO, and with a human player.";
    expect(tableResult(t, ownNames("Model-based RL for Atari", ""), prose)).toBe("SimPLe does better than PPO on 4 of the 6 games, and better than Rainbow on 6.");
    expect(isTableResult("SimPLe does better than PPO on 4 of the 6 games, and better than Rainbow on 6.")).toBe(true);
    // No measure in the caption says which end is better; a rival the text never names is not counted.
    expect(tableResult({ ...t, caption: "Results per game." }, ownNames("A paper", ""), prose)).toBeNull();
    expect(tableResult(t, ownNames("A paper", ""), "We compare SimPLe with a human player.")).toBeNull();
  });

  it("skips a column the paper's row does not win and says the next one", () => {
    const t = table("Method | Speed | Accuracy", "Fast | *120 | 80.1", "Ours (ours) | 90 | *85.2", "Other | 60 | 81.0");
    expect(tableResult(t, ownNames("A paper", ""), PROSE)).toBe("Our method reaches an accuracy of 85.2 against 81.0 for the next best, Other.");
  });

  it("says the clear winner among compared methods when no row is the paper's, on a measure that says which end is better", () => {
    const t = table("Method | Quantile bias | RMSE | Runs", "NOtr-1 | 0.0099 | 0.2675957 | 3", "ETS | 0.0190 | 0.0896228 | 4", "Ttr-2 | 0.0123 | 0.2511 | 5");
    const prose = "We compare NOtr-1, ETS and Ttr-2.";
    expect(tableResult(t, ownNames("Forecasting arrivals", prose), prose)).toBe("ETS has the lowest RMSE at 0.0896, against 0.2511 for the next best, Ttr-2.");
    // A winner the text never names, or a tie, is no result a listener can place.
    expect(tableResult(t, ownNames("Forecasting arrivals", ""), "We compare NOtr-1 and Ttr-2.")).toBeNull();
    expect(tableResult(table("Method | RMSE", "A1 | 0.5", "B1 | 0.5", "C1 | 0.7"), ownNames("Forecasting", ""), "A1, B1 and C1.")).toBeNull();
    // Rows of parameters rank nothing, whatever a heading's letters suggest ("REE-MS" is no millisecond).
    expect(tableResult(table("Parameter | REE-MS mode", "Laplace | -317", "y bar | -0.17", "rho | 0.4"), ownNames("Learning", ""), "Laplace, y bar and rho.")).toBeNull();
  });

  it("says nothing when no row is the paper's, bold is shared, or a name cannot be said", () => {
    expect(tableResult(table("Period | 1 | 2", "Europe | 416 | 1294", "Italy | 210 | 402"), ownNames("Censorship", ""), PROSE)).toBeNull();
    expect(tableResult(table("Method | A | B", "X | *1.0 | 0.5", "Y | 0.5 | *1.0"), ownNames("A paper", ""), PROSE)).toBeNull();
    expect(tableResult(table("Method | A | B", "μ-net | *1.0 | *2.0", "Y | 0.5 | 1.0"), ownNames("A paper", ""), PROSE)).toBeNull();
    expect(tableResult(table("Method | A", "X | 1.0", "Ours | 1.0"), ownNames("A paper", ""), PROSE)).toBeNull();
    // Named but not bolded, and the measure does not say which end is better: a count, not a win.
    expect(tableResult(table("Component | Lines", "SimBricks core | 1411", "NIC simulators | 1315"), ownNames("SimBricks: end-to-end simulation", ""), PROSE)).toBeNull();
  });
});

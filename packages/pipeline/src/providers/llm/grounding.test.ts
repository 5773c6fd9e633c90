import { describe, expect, it } from "vitest";
import { groundingSource, ungroundedFacts } from "./grounding.js";

const PAPER = [
  "Robust Face Detection with MH-GAN",
  "Ada Lovelace, Alan Turing",
  "2024-05-01",
  "We train on 2,747 images from ImageNet and fine-tune BERT. Preprocessing uses QSIPrep.",
  "Accuracy reaches 93.48% on the test split, 5 percent above ResNet-50. The p-value was below 0.05.",
  "Three benchmarks and twenty-five layers were used; the corpus has 1.2 million sentences.",
];
const source = groundingSource(PAPER);
const invented = (text: string) => ungroundedFacts(text, source);

describe("grounding: numbers", () => {
  it.each([
    ["the same digits", "We use 2747 images."],
    ["thousands separators", "We use 2,747 images."],
    ["a percent sign for 'percent'", "It is 5% better."],
    ["'percent' for a percent sign", "Accuracy reaches 93.48 percent."],
    ["a value rounded as written", "Accuracy reaches 93.5%, or about 93%."],
    ["a small p-value", "The p-value was below 0.05."],
    ["a number the paper spells out", "They use 3 benchmarks and 25 layers."],
    ["a scale word either way", "The corpus has 1,200,000 sentences, 1.2 million in all."],
    ["the year of the paper's date", "It appeared in 2024."],
    ["the number in a name, said alone", "The baseline has 50 layers."],
  ])("accepts %s", (_what, text) => {
    expect(invented(text)).toEqual([]);
  });

  it("reports an invented number or percentage as written", () => {
    expect(invented("Accuracy reaches 97.2% on 10,000 images, 12 percent better.")).toEqual(["97.2%", "10,000", "12 percent"]);
  });

  it("reads the digits of a name as part of the name, not as a number", () => {
    expect(invented("It beats ResNet-50 and GPT-4.")).toEqual(["GPT-4"]);
  });
});

describe("grounding: names of datasets and methods", () => {
  it.each([
    ["a name written as in the paper", "Images come from ImageNet and text from BERT."],
    ["a hyphenated name without its hyphen", "The MHGAN and the MH GAN are the same model."],
    ["an acronym with a possessive", "QSIPrep's output feeds BERT's encoder."],
    ["a capitalised word the paper has in lower case", "The Corpus holds sentences."],
    ["ordinary words opening a sentence", "Today we look at robust face detection. Welcome! First, the data."],
    ["an author and title words", "This talk presents Robust Face Detection, by Ada Lovelace and Alan Turing."],
    ["a plural of a name", "Both MH-GANs were trained."],
    ["single letters of spoken maths", "We assume that N sub samp is large."],
    ["ordinary capitalised words", "I think it appeared in May."],
  ])("accepts %s", (_what, text) => {
    expect(invented(text)).toEqual([]);
  });

  it("reports an invented dataset or method, CamelCase, acronym or capitalised", () => {
    expect(invented("We compare with CelebA, the VGGFace2 set and the method of Smith on COCO.")).toEqual(["CelebA", "VGGFace2", "Smith", "COCO"]);
  });

  it("checks names that open a sentence when their shape says they are names", () => {
    expect(invented("WiderFace is harder. Wikipedia is not in the paper either.")).toEqual(["WiderFace"]);
  });
});

import { defaultLecternOrigin } from "../defaults";
import { parseLecternOrigin } from "../lectern-url";
import { chooseLecternOrigin, chosenLecternOrigin } from "../settings";

// The options page: which Lectern server the "Make a video with Lectern" links open.

function element<T extends HTMLElement>(id: string, type: { new (): T; prototype: T }): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`options.html has no #${id} of the expected kind`);
  return found;
}

const form = element("options-form", HTMLFormElement);
const input = element("lectern-url", HTMLInputElement);
const message = element("lectern-url-message", HTMLParagraphElement);
const useDefault = element("use-default", HTMLButtonElement);
const fallback = defaultLecternOrigin();

element("default-url", HTMLElement).textContent = fallback;
input.placeholder = fallback;

function say(text: string, kind: "saved" | "error"): void {
  message.textContent = text;
  message.className = `message ${kind}`;
  input.setAttribute("aria-invalid", String(kind === "error"));
}

async function save(origin: string | null): Promise<void> {
  try {
    await chooseLecternOrigin(origin);
    input.value = origin ?? "";
    say(`Saved. Links open ${origin ?? fallback}${origin ? "" : " (the default)"}.`, "saved");
  } catch {
    say("Could not save the address. Try again.", "error");
  }
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (input.value.trim() === "") return void save(null);
  const check = parseLecternOrigin(input.value);
  if (!check.ok) {
    say(check.problem, "error");
    input.focus();
    return;
  }
  void save(check.origin);
});

useDefault.addEventListener("click", () => void save(null));

void chosenLecternOrigin().then((chosen) => {
  input.value = chosen ?? "";
});

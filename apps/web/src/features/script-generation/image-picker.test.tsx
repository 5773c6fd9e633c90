import { ERRORS, IMAGE_PICKER_PAGE_SIZE } from "@lectern/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "../../test/fetch-mock";
import { NO_IMAGE_LABEL } from "./image-picker-dialog";
import { button, imageNames, imagesAnswer, openStep3, PAPER_ID, requestsTo, ROUTES, scripts, tab } from "../../test/script-test-support";

const THIRTEEN = { [ROUTES.images]: () => json(imagesAnswer(imageNames(13))) };
const assigned = (section: string, image: string | null) => json({ success: true, section, assigned_image: image });
const imageCalls = (requests: Parameters<typeof requestsTo>[0], section: string) =>
  requestsTo(requests, "PUT", `/api/scripts/${PAPER_ID}/sections/${section}/image`);

async function openPicker(buttonName: "Change Image" | "Select Image") {
  await userEvent.click(button(buttonName));
  return screen.findByRole("dialog", { name: "Choose an image" });
}

const figureChoices = (dialog: HTMLElement) => within(dialog).getAllByRole("radio").filter((radio) => radio.getAttribute("value") !== null);

describe("Step 3: image panel and picker", () => {
  it("shows the assigned image from its signed URL with its caption", async () => {
    openStep3();
    await tab(/Opening/);
    const img = (await screen.findByRole("img", { name: "Caption of figure 1." })) as HTMLImageElement;
    expect(img.getAttribute("src")).toBe(`/api/images/${PAPER_ID}/figure_1.png?exp=1&sig=abc`);
    expect(button("Change Image")).toBeTruthy();
  });

  it("pages 13 images as 12 and 1, with the count, opening on the current image's page", async () => {
    openStep3(THIRTEEN);
    await tab(/Opening/);
    const dialog = await openPicker("Change Image");
    expect(within(dialog).getByText("13 images available")).toBeTruthy();
    expect(within(dialog).getByText(/Page 1 of 2/)).toBeTruthy();
    expect(figureChoices(dialog)).toHaveLength(IMAGE_PICKER_PAGE_SIZE);
    expect((within(dialog).getByRole("radio", { name: /figure_1\.png/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole("button", { name: "Use Selected Image" })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    expect(within(dialog).getByText(/Page 2 of 2/)).toBeTruthy();
    expect(figureChoices(dialog).map((radio) => radio.getAttribute("value"))).toEqual(["figure_13.png"]);
    // The Next button is now disabled: focus went to Previous instead of being lost.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Previous page" }));
  });

  it("assigns a chosen image with one call, then shows it", async () => {
    const { requests } = openStep3({ ...THIRTEEN, [ROUTES.assign("method")]: () => assigned("method", "figure_13.png") });
    await userEvent.click(await tab(/method/));
    const dialog = await openPicker("Select Image");
    // A section without an image starts on No Image.
    const noImage = within(dialog).getByRole("radio", { name: NO_IMAGE_LABEL }) as HTMLInputElement;
    expect(noImage.checked).toBe(true);
    expect(document.activeElement).toBe(noImage);
    expect(within(dialog).getByRole("button", { name: "Use No Image" })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: /figure_13\.png/ }));
    expect(within(dialog).getByText("figure_13.png", { selector: "p span" })).toBeTruthy();
    expect(imageCalls(requests, "method")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Use Selected Image" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const calls = imageCalls(requests, "method");
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? "", "http://localhost").searchParams.get("image_name")).toBe("figure_13.png");
    expect(screen.getByRole("img", { name: "Caption of figure 13." })).toBeTruthy();
    expect(document.activeElement).toBe(button("Change Image"));
    // An image is not a script edit: nothing to save.
    expect((await tab(/method/)).textContent).not.toContain("unsaved");
  });

  it("No Image and Remove make no call until Save, and the slide shows no image", async () => {
    const { requests } = openStep3();
    await tab(/Opening/);
    let dialog = await openPicker("Change Image");
    await userEvent.click(within(dialog).getByRole("radio", { name: NO_IMAGE_LABEL }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Use No Image" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("No image")).toBeTruthy();
    expect(button("Select Image")).toBeTruthy();

    // Cancel leaves the slide as it was, whatever was clicked in the picker.
    dialog = await openPicker("Select Image");
    await userEvent.click(within(dialog).getByRole("radio", { name: /figure_2\.png/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("No image")).toBeTruthy();

    await userEvent.click(await tab(/method/));
    await userEvent.click(await tab(/Opening/));
    expect(screen.getByText("No image")).toBeTruthy();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("Remove takes the image off this slide without a call, and Save sends the removal", async () => {
    const { requests } = openStep3({
      [ROUTES.save]: (request: { body: unknown }) => {
        const sent = request.body as { sections: Record<string, { script: string; bullet_points: string[]; assigned_image?: null }> };
        return json({ ...scripts(), sections: Object.fromEntries(Object.entries(sent.sections).map(([key, edit]) => [key, { ...edit, assigned_image: null }])) });
      },
    });
    await tab(/Opening/);
    await userEvent.click(button("Remove image"));
    expect(screen.getByText("No image")).toBeTruthy();
    expect(document.activeElement).toBe(button("Select Image"));
    expect(requests.some((r) => r.method === "PUT")).toBe(false);

    // The removal is an unsaved change until Save, which carries it to the server (and so to the slides).
    expect((await tab(/Opening/)).textContent).toContain("unsaved");
    await userEvent.click(button("Save Scripts"));
    await waitFor(() => expect(requestsTo(requests, "PUT", `/api/scripts/${PAPER_ID}/sections`)).toHaveLength(1));
    const [put] = requestsTo(requests, "PUT", `/api/scripts/${PAPER_ID}/sections`);
    const sent = (put?.body as { sections: Record<string, { assigned_image?: null }> }).sections;
    expect(sent.opening?.assigned_image).toBeNull();
    expect("assigned_image" in (sent.method ?? {})).toBe(false);
    await waitFor(() => expect((screen.getAllByRole("tab")[0] as HTMLElement).textContent).not.toContain("unsaved"));
    expect(screen.getByText("No image")).toBeTruthy();
  });

  it("keeps focus inside the picker and closes on Escape without a call", async () => {
    const { requests } = openStep3(THIRTEEN);
    await tab(/Opening/);
    const dialog = await openPicker("Change Image");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const use = within(dialog).getByRole("button", { name: "Use Selected Image" });
    use.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(use);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button("Change Image"));
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("keeps the picker open and says so when the assignment fails", async () => {
    openStep3({ [ROUTES.assign("opening")]: () => json({ detail: "No such image in this paper.", code: "validation_error" }, 422) });
    await tab(/Opening/);
    const dialog = await openPicker("Change Image");
    await userEvent.click(within(dialog).getByRole("radio", { name: /figure_3\.png/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Use Selected Image" }));
    expect(await screen.findByText(ERRORS.assignImage)).toBeTruthy();
    expect(screen.getByText("No such image in this paper.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Caption of figure 1." })).toBeTruthy();
  });

  it("says when the paper has no figures, leaving only No Image", async () => {
    openStep3({ [ROUTES.images]: () => json(imagesAnswer([])) });
    await userEvent.click(await tab(/method/));
    const dialog = await openPicker("Select Image");
    expect(await within(dialog).findByText("0 images available")).toBeTruthy();
    expect(within(dialog).getByText(/no figures to choose from/)).toBeTruthy();
    expect(within(dialog).getAllByRole("radio")).toHaveLength(1);
    expect(within(dialog).queryByRole("navigation", { name: "Image pages" })).toBeNull();
  });
});

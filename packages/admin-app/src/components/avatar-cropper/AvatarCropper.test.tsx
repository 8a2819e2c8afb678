import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { AvatarCropper, type AvatarCropperProps } from "./AvatarCropper";

/** A 300×200 picture (jsdom cannot decode files or draw, so the cropper gets it ready-made). */
const picture = { source: {} as CanvasImageSource, width: 300, height: 200, type: "image/jpeg" };

function renderCropper(props: Partial<AvatarCropperProps> = {}) {
  const onCancel = vi.fn();
  const onChange = vi.fn();
  renderWithProviders(
    <AvatarCropper
      open
      onCancel={onCancel}
      onChange={onChange}
      initialPicture={picture}
      encode={async () => new Blob(["jpeg"], { type: "image/jpeg" })}
      {...props}
    />,
  );
  return { onCancel, onChange };
}

const stage = async () => screen.findByLabelText(/裁剪区域/);

describe("AvatarCropper", () => {
  it("says plainly when a chosen file is not a picture it can read", async () => {
    renderCropper({
      initialPicture: null,
      loadPicture: () => Promise.reject(new Error("decode failed")),
    });
    const dialog = await screen.findByRole("dialog", { name: "更换头像" });
    await userEvent.upload(
      within(dialog).getByLabelText("选择图片"),
      new File(["not a picture"], "notes.png", { type: "image/png" }),
    );
    expect(await within(dialog).findByText(/无法读取这个文件/)).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "更换" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("cancels without handing anything on", async () => {
    const { onCancel, onChange } = renderCropper();
    await userEvent.click(await screen.findByRole("button", { name: "取消" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("zooms with the wheel around the pointer and drags the picture with the pointer", async () => {
    renderCropper();
    const canvas = await stage();
    expect(canvas.getAttribute("data-crop")).toBe("50,0,200");
    // Wheel up at the window's centre (jsdom's canvas sits at 0,0 at its own size): zoom in.
    fireEvent.wheel(canvas, { deltaY: -500 * Math.log(2), clientX: 200, clientY: 200 });
    await waitFor(() => expect(canvas.getAttribute("data-crop")).toBe("100,50,100"));
    // Drag 30 px right and 15 down: 1.5 × 2 = 3 stage px per picture px, so 10 and 5 picture px.
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 130, clientY: 115 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 300, clientY: 300 });
    await waitFor(() => expect(canvas.getAttribute("data-crop")).toBe("90,45,100"));
  });

  it("hands on a JPEG picture's crop as avatar.jpg", async () => {
    const { onChange } = renderCropper();
    await userEvent.click(await screen.findByRole("button", { name: "更换" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    const [blob, name] = onChange.mock.calls[0]!;
    expect((blob as Blob).type).toBe("image/jpeg");
    expect(name).toBe("avatar.jpg");
  });
});

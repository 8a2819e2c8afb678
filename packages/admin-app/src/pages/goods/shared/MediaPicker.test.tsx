import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { MediaPicker } from "./MediaPicker";

describe("the media picker in a SKU row (issue 36)", () => {
  it("keeps its picture, remove button and add tile within the height it is given", () => {
    renderWithProviders(
      <MediaPicker max={1} label="图片" value={["/uploads/red.png"]} maxHeight={60} />,
    );
    const picture = screen.getByRole("img", { name: "图片 1" });
    expect(picture.style.height).toBe("60px");
    // The remove button sits beside the picture (one line of the tile's height), not below it.
    const tile = picture.parentElement as HTMLElement;
    expect(tile.style.display).toBe("flex");
    expect(tile.style.height).toBe("60px");
    expect(screen.getByRole("button", { name: "图片" }).style.height).toBe("60px");
  });

  it("keeps the wizard's full tiles elsewhere", () => {
    renderWithProviders(<MediaPicker max={3} label="轮播图" value={["/a.png"]} />);
    expect(screen.getByRole("img", { name: "轮播图 1" }).style.height).toBe("80px");
  });
});

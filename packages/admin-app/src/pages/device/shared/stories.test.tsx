import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as onlineTag from "./OnlineTag.stories";
import * as personSelect from "./PersonSelect.stories";

describe("the device stories render on their own", () => {
  it("shows the three connection states in each language", () => {
    const { unmount } = render(<onlineTag.English />);
    expect(screen.getByText("Online")).toBeTruthy();
    unmount();
    render(<onlineTag.Chinese />);
    expect(screen.getByText("在线")).toBeTruthy();
  });

  it("chooses a person by name and hands the form the id", async () => {
    render(<personSelect.AsFilter />);
    await userEvent.click(screen.getByLabelText("代理商"));
    await userEvent.click(await screen.findByText("华南代理"));
    expect(await screen.findByText("id: 5")).toBeTruthy();
  });
});

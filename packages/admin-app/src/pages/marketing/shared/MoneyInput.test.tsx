import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "./MoneyInput.stories";

describe("MoneyInput", () => {
  it("shows cents as yuan and keeps what is typed in cents", async () => {
    render(<stories.WithAmount />);
    const input = (await screen.findByLabelText("amount")) as HTMLInputElement;
    expect(input.value).toBe("19.90");
    await userEvent.clear(input);
    await userEvent.type(input, "0.05");
    expect(screen.getByTestId("stored").textContent).toBe("5");
    await userEvent.type(input, "1");
    // Three decimals are not money: the text is kept for the form's rule to refuse.
    expect(screen.getByTestId("stored").textContent).toBe('"0.051"');
  });

  it("says the unit in the operator's language", async () => {
    render(<stories.English />);
    expect(await screen.findByText("yuan")).toBeTruthy();
  });
});

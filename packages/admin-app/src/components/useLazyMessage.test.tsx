import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useLazyMessage } from "./useLazyMessage";

function SaveButton() {
  const [notice, holder] = useLazyMessage();
  return (
    <>
      {holder}
      <button type="button" onClick={() => notice.success("已保存")}>
        save
      </button>
      <button type="button" onClick={() => notice.error("保存失败")}>
        fail
      </button>
    </>
  );
}

describe("useLazyMessage", () => {
  it("shows success and error notices once the message code has loaded on first use", async () => {
    render(<SaveButton />);
    await userEvent.click(screen.getByRole("button", { name: "save" }));
    expect(await screen.findByText("已保存")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "fail" }));
    expect(await screen.findByText("保存失败")).toBeTruthy();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderDemo } from "../renderDemo";
import ToolsPage from "./ToolsPage";

const resultOf = (name: string) =>
  (screen.getByText(name).closest("tr") as HTMLElement).querySelectorAll("td")[1]?.textContent;

describe("the tools page", () => {
  it("shows the MD5 of a dropped file, computed by the uploader's hasher", async () => {
    const { container } = await renderDemo(ToolsPage, { path: "/tools" });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["hello"], "hello.txt", { type: "text/plain" }));
    const status = await screen.findByText(/hello\.txt 的 MD5：/);
    expect(status.textContent).toBe("hello.txt 的 MD5：5d41402abc4b2a76b9719d911017c592");
  });

  it("checks a typed value with every validator and filter", async () => {
    await renderDemo(ToolsPage, { path: "/tools" });
    await userEvent.type(await screen.findByLabelText("要检查的内容"), "13800138000");
    expect(resultOf("手机号")).toBe("通过");
    expect(resultOf("邮箱")).toBe("不通过");
    expect(resultOf("百分比")).toBe("100");
    expect(resultOf("整数")).toBe("13800138000");
    const table = screen.getByText("手机号").closest("table") as HTMLElement;
    expect(within(table).getByText("密码强度")).toBeTruthy();
  });
});

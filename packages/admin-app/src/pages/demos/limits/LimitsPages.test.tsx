import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderDemo } from "../renderDemo";
import BackEndPagePermissions from "./BackEndPagePermissions";
import FrontEndPagePermissions from "./FrontEndPagePermissions";

const common = {
  userName: "clerk",
  photo: "",
  time: "",
  roles: ["common"],
  authBtnList: ["btn.add", "btn.edit"],
};

const verdictOf = async (text: string) =>
  within((await screen.findByText(text)).closest("tr") as HTMLElement).getByText(/^(允许|不允许)$/)
    .textContent;

describe("the permission demos", () => {
  it("front end: a common user sees their role, and system settings is not open to them", async () => {
    await renderDemo(FrontEndPagePermissions, { path: "/limits/frontEnd/page", user: common });
    expect(await verdictOf("系统设置")).toBe("不允许");
    expect(await verdictOf("/limits")).toBe("允许");
    const roles = screen.getByText("我的角色").closest("tr") as HTMLElement;
    expect(within(roles).getByText("common")).toBeTruthy();
  });

  it("front end: an admin may open system settings", async () => {
    await renderDemo(FrontEndPagePermissions, { path: "/limits/frontEnd/page" });
    expect(await verdictOf("系统设置")).toBe("允许");
  });

  it("back end: the three checks answer with the user's button permissions", async () => {
    await renderDemo(BackEndPagePermissions, { path: "/limits/backEnd/page", user: common });
    expect(await verdictOf("单个权限 btn.add")).toBe("允许");
    expect(await verdictOf("任一权限 btn.del, btn.edit")).toBe("允许");
    expect(await verdictOf("全部权限 btn.add, btn.del")).toBe("不允许");
    const buttons = screen.getByText("我的按钮权限").closest("tr") as HTMLElement;
    expect(within(buttons).getByText("btn.edit")).toBeTruthy();
  });
});

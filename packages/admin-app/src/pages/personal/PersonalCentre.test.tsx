import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createPersonalApi, type PersonalInfo } from "../../api/personal";
import type { Crop } from "../../components/avatar-cropper/cropMath";
import { type FakeCall, fakeServer, ok } from "../../components/module/moduleFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { PersonalCentre, type PersonalCentreProps } from "./PersonalCentre";

const me: PersonalInfo = {
  username: "test",
  mobile: "13800000002",
  email: "test@example.com",
  description: "Shop floor",
  photo: "",
};

const refused = (msg: string, field?: string) => ({
  code: 1,
  msg,
  data: field ? { errors: [{ field, message: msg }] } : null,
});

/** The page over the real client and a fake server answering `answer` (and the info call). */
function renderCentre(
  answer: (call: FakeCall) => unknown = () => ok(null),
  extra: Partial<PersonalCentreProps> = {},
) {
  const server = fakeServer((call) =>
    call.path === "/user/getPersonalInfo" ? ok(me) : answer(call),
  );
  renderWithProviders(<PersonalCentre api={createPersonalApi(server.http)} {...extra} />);
  return server;
}

/** The form item (label, field and its messages) of the field labelled `label`. */
async function fieldItem(label: string | RegExp) {
  const input = await screen.findByLabelText(label);
  return input.closest(".ant-form-item") as HTMLElement;
}

const callsTo = (server: { calls: FakeCall[] }, path: string) =>
  server.calls.filter((c) => c.path === path);

describe("own info", () => {
  it("starts from the server's values, with the username shown but not editable", async () => {
    renderCentre();
    expect(((await screen.findByLabelText("手机号")) as HTMLInputElement).value).toBe(me.mobile);
    expect((screen.getByLabelText("邮箱") as HTMLInputElement).value).toBe(me.email);
    expect((screen.getByLabelText("个人描述") as HTMLTextAreaElement).value).toBe(me.description);
    const username = screen.getByLabelText("用户名") as HTMLInputElement;
    expect(username.value).toBe("test");
    expect(username.disabled).toBe(true);
  });

  it("checks mobile and e-mail by the section 5 rules before sending anything", async () => {
    const server = renderCentre();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("手机号"));
    await user.type(screen.getByLabelText("手机号"), "12345");
    await user.clear(screen.getByLabelText("邮箱"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await within(await fieldItem("手机号")).findByText("请输入正确的手机号")).toBeTruthy();
    expect(await within(await fieldItem("邮箱")).findByText("请输入邮箱")).toBeTruthy();
    await user.type(screen.getByLabelText("邮箱"), "not-an-address");
    expect(await within(await fieldItem("邮箱")).findByText("请输入正确的邮箱")).toBeTruthy();
    expect(callsTo(server, "/user/updateUserInfo")).toHaveLength(0);
  });

  it("saves the changed fields and says so", async () => {
    const server = renderCentre();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("邮箱"));
    await user.type(screen.getByLabelText("邮箱"), "new@example.com");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("个人信息已保存")).toBeTruthy();
    expect(callsTo(server, "/user/updateUserInfo")[0]?.body).toEqual({
      mobile: me.mobile,
      email: "new@example.com",
      description: me.description,
    });
  });

  it("shows the server's field message beside the field it names", async () => {
    renderCentre((call) =>
      call.path === "/user/updateUserInfo" ? refused("该邮箱已被使用", "email") : ok(null),
    );
    await userEvent.click(await screen.findByRole("button", { name: "保存" }));
    expect(await within(await fieldItem("邮箱")).findByText("该邮箱已被使用")).toBeTruthy();
    expect(screen.queryByText("个人信息已保存")).toBeNull();
  });
});

describe("password", () => {
  it("requires the current password and checks the new one and its confirmation", async () => {
    const server = renderCentre();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("新密码"), "abcdef");
    await user.type(screen.getByLabelText("确认密码"), "abcdeg");
    await user.click(screen.getByRole("button", { name: "修改密码" }));
    expect(await within(await fieldItem("原密码")).findByText("请输入原密码")).toBeTruthy();
    expect(
      await within(await fieldItem("新密码")).findByText("密码必须是 6 到 20 位字母和数字"),
    ).toBeTruthy();
    expect(
      await within(await fieldItem("确认密码")).findByText("两次输入的密码不一致"),
    ).toBeTruthy();
    expect(callsTo(server, "/user/updatePwdInfo")).toHaveLength(0);
  });

  it("shows a wrong current password beside that field", async () => {
    renderCentre((call) =>
      call.path === "/user/updatePwdInfo" ? refused("原密码错误", "oldPassword") : ok(null),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("原密码"), "wrong-one");
    await user.type(screen.getByLabelText("新密码"), "abc12345");
    await user.type(screen.getByLabelText("确认密码"), "abc12345");
    await user.click(screen.getByRole("button", { name: "修改密码" }));
    expect(await within(await fieldItem("原密码")).findByText("原密码错误")).toBeTruthy();
  });

  it("changes it, empties the form and tells that other sessions were signed out", async () => {
    const server = renderCentre();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("原密码"), "Test-pass-1");
    await user.type(screen.getByLabelText("新密码"), "abc12345");
    await user.type(screen.getByLabelText("确认密码"), "abc12345");
    await user.click(screen.getByRole("button", { name: "修改密码" }));
    expect(await screen.findByText("密码已修改，其他设备上的登录已退出")).toBeTruthy();
    expect(callsTo(server, "/user/updatePwdInfo")[0]?.body).toEqual({
      oldPassword: "Test-pass-1",
      password: "abc12345",
      confirmPassword: "abc12345",
    });
    expect((screen.getByLabelText("原密码") as HTMLInputElement).value).toBe("");
  });
});

describe("confirming a QR sign-in", () => {
  const request = {
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0",
    createdAt: "2026-11-25T15:40:00.000Z",
    expiresAt: "2026-11-25T15:42:00.000Z",
  };
  /** The fake server: qrInfo answers `request`, qrConfirm answers `confirmAnswer`. */
  const qrServer =
    (confirmAnswer: unknown = ok(null)) =>
    (call: FakeCall) => {
      if (call.path === "/login/qrInfo") return ok(request);
      if (call.path === "/login/qrConfirm") return confirmAnswer;
      return ok(null);
    };

  it("refuses text that holds no sign-in code without calling the server", async () => {
    const server = renderCentre(qrServer());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("登录码"), "https://shop.example/login");
    await user.click(screen.getByRole("button", { name: "查看登录请求" }));
    expect(await screen.findByText("这不是有效的登录码")).toBeTruthy();
    expect(callsTo(server, "/login/qrInfo")).toHaveLength(0);
    expect(callsTo(server, "/login/qrConfirm")).toHaveLength(0);
  });

  it("shows the requesting device, address and time, and confirms only on the explicit button", async () => {
    const server = renderCentre(qrServer());
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("登录码"));
    await user.paste("https://shop.example/login?qrId=Abc_123-x");
    await user.click(screen.getByRole("button", { name: "查看登录请求" }));
    const details = await screen.findByRole("region", { name: "请核对发起登录的设备" });
    expect(within(details).getByText(request.userAgent)).toBeTruthy();
    expect(within(details).getByText(request.ip)).toBeTruthy();
    expect(details.querySelector("time")?.getAttribute("datetime")).toBe(request.createdAt);
    expect(
      within(details).getByText(/只有当这是你本人刚刚在另一台设备上发起的登录时才确认/),
    ).toBeTruthy();
    expect(callsTo(server, "/login/qrInfo")[0]?.body).toEqual({ qrId: "Abc_123-x" });
    expect(callsTo(server, "/login/qrConfirm")).toHaveLength(0);
    await user.click(within(details).getByRole("button", { name: "确认登录" }));
    expect(await screen.findByText("已确认，另一台设备现在已登录")).toBeTruthy();
    expect(callsTo(server, "/login/qrConfirm")[0]?.body).toEqual({ qrId: "Abc_123-x" });
  });

  it("a code the page was opened with is only filled in: no call until asked, and cancel confirms nothing", async () => {
    const server = renderCentre(qrServer(), { scannedCode: "Scanned_42" });
    expect(((await screen.findByLabelText("登录码")) as HTMLInputElement).value).toBe("Scanned_42");
    expect(screen.queryByRole("button", { name: "确认登录" })).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith("/login/"))).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "查看登录请求" }));
    const details = await screen.findByRole("region", { name: "请核对发起登录的设备" });
    await userEvent.click(within(details).getByRole("button", { name: "取消" }));
    expect(await screen.findByText("已取消，该设备没有登录")).toBeTruthy();
    expect(callsTo(server, "/login/qrConfirm")).toHaveLength(0);
  });

  it("shows the server's word on an expired code", async () => {
    renderCentre((call) =>
      call.path === "/login/qrInfo" ? refused("二维码已过期，请刷新") : ok(null),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("登录码"), "Abc_123");
    await user.click(screen.getByRole("button", { name: "查看登录请求" }));
    expect((await screen.findByRole("alert")).textContent).toContain("二维码已过期，请刷新");
    expect(screen.queryByRole("button", { name: "确认登录" })).toBeNull();
  });

  it("shows the server's word when the code expired between review and confirmation", async () => {
    renderCentre(qrServer(refused("二维码已过期，请刷新")));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("登录码"), "Abc_123");
    await user.click(screen.getByRole("button", { name: "查看登录请求" }));
    await user.click(await screen.findByRole("button", { name: "确认登录" }));
    expect((await screen.findByRole("alert")).textContent).toContain("二维码已过期，请刷新");
  });
});

describe("avatar", () => {
  /** A 300×200 picture; jsdom cannot decode or draw, so the cropper gets it ready-made. */
  const picture = { source: {} as CanvasImageSource, width: 300, height: 200, type: "image/png" };

  it("frames the square by keyboard and stores the upload's address as the avatar", async () => {
    const crops: Crop[] = [];
    const encode = vi.fn(async (_p: unknown, crop: Crop) => {
      crops.push(crop);
      return new Blob(["png"], { type: "image/png" });
    });
    const onAvatarChanged = vi.fn();
    const server = renderCentre(
      (call) => {
        if (call.path === "/upload/avatar") return ok({ url: "/uploads/image/a.png" });
        if (call.path === "/user/updateUserAvatar") return ok({ photo: "/uploads/image/a.png" });
        return ok(null);
      },
      { onAvatarChanged, cropper: { loadPicture: async () => picture, encode } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "更换头像" }));
    const dialog = await screen.findByRole("dialog", { name: "更换头像" });
    expect((dialog.closest(".ant-modal") as HTMLElement).style.width).toBe("769px");
    expect(within(dialog).getByLabelText("头像预览 100×100").getAttribute("width")).toBe("100");
    expect(within(dialog).getByLabelText("头像预览 50×50").getAttribute("width")).toBe("50");
    const change = within(dialog).getByRole("button", { name: "更换" });
    expect((change as HTMLButtonElement).disabled).toBe(true);

    await user.upload(
      within(dialog).getByLabelText("选择图片"),
      new File(["x"], "me.png", { type: "image/png" }),
    );
    await waitFor(() => expect((change as HTMLButtonElement).disabled).toBe(false));
    // The picture is 1.5 stage px per picture px: two steps of 10 px right show 13⅓ px more on the left.
    const stage = within(dialog).getByLabelText(/裁剪区域/);
    fireEvent.keyDown(stage, { key: "ArrowRight" });
    fireEvent.keyDown(stage, { key: "ArrowRight" });
    await user.click(change);

    expect(await screen.findByText("头像已更换")).toBeTruthy();
    expect(crops[0]?.size).toBe(200);
    expect(crops[0]?.x).toBeCloseTo(50 - 20 / 1.5);
    expect(crops[0]?.y).toBe(0);
    expect(callsTo(server, "/upload/avatar")).toHaveLength(1);
    expect(callsTo(server, "/user/updateUserAvatar")[0]?.body).toEqual({
      photo: "/uploads/image/a.png",
    });
    expect(onAvatarChanged).toHaveBeenCalledWith("/uploads/image/a.png");
    expect(screen.getByRole("img", { name: "当前头像" }).getAttribute("src")).toBe(
      "/uploads/image/a.png",
    );
  });

  it("zooms in with the keyboard to a smaller square and keeps the dialog open when the upload fails", async () => {
    const crops: Crop[] = [];
    renderCentre((call) => (call.path === "/upload/avatar" ? refused("图片太大") : ok(null)), {
      cropper: {
        initialPicture: picture,
        encode: async (_p, crop) => {
          crops.push(crop);
          return new Blob(["png"], { type: "image/png" });
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "更换头像" }));
    const dialog = await screen.findByRole("dialog", { name: "更换头像" });
    fireEvent.keyDown(within(dialog).getByLabelText(/裁剪区域/), { key: "+" });
    await user.click(within(dialog).getByRole("button", { name: "更换" }));
    // The message is inside the dialog that stays open, not on the page behind its mask.
    expect((await within(dialog).findByRole("alert")).textContent).toContain("图片太大");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(crops[0]?.size).toBeCloseTo(200 / 1.1);
    expect(screen.getByRole("dialog", { name: "更换头像" })).toBe(dialog);
  });
});

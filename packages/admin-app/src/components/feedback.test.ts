import { describe, expect, it, vi } from "vitest";
import { createFeedbackHub, type FeedbackApi } from "./feedback";

function fakeApi() {
  const warning = vi.fn((config: { onOk?: () => void }) => config.onOk?.());
  const error = vi.fn();
  return {
    api: { message: { error }, modal: { warning } } as unknown as FeedbackApi,
    error,
    warning,
  };
}

describe("feedback hub", () => {
  it("asks for the bridge on the first notice and shows queued notices once attached", async () => {
    const hub = createFeedbackHub();
    const listener = vi.fn();
    hub.subscribe(listener);
    expect(hub.isNeeded()).toBe(false);

    hub.showError("网络超时");
    const closed = hub.showAlert({
      title: "提示",
      content: "你已被登出，请重新登录",
      okText: "确定",
    });
    expect(hub.isNeeded()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    const { api, error, warning } = fakeApi();
    hub.attach(api);
    expect(error).toHaveBeenCalledWith("网络超时");
    expect(warning).toHaveBeenCalledWith(
      expect.objectContaining({ title: "提示", content: "你已被登出，请重新登录", okText: "确定" }),
    );
    await expect(closed).resolves.toBeUndefined();
  });

  it("shows notices at once while attached, and queues again after detaching", () => {
    const hub = createFeedbackHub();
    const first = fakeApi();
    const detach = hub.attach(first.api);
    hub.showError("网络连接错误");
    expect(first.error).toHaveBeenCalledWith("网络连接错误");
    detach();
    hub.showError("接口路径找不到");
    expect(first.error).toHaveBeenCalledTimes(1);
    const second = fakeApi();
    hub.attach(second.api);
    expect(second.error).toHaveBeenCalledWith("接口路径找不到");
  });
});

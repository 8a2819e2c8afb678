import { describe, expect, it } from "vitest";
import { resources } from "./resources";

// That every key has a text in every language is checked for all catalogues in catalogues.test.ts.
describe("message catalogues", () => {
  it("keep the spec's zh-cn messages word for word", () => {
    const zh = resources["zh-cn"].translation;
    expect(zh.http.timeout).toBe("网络超时");
    expect(zh.http.network).toBe("网络连接错误");
    expect(zh.http.notFound).toBe("接口路径找不到");
    expect(zh.http.signedOut).toBe("你已被登出，请重新登录");
    expect(zh.common.tip).toBe("提示");
    expect(zh.home.signOutConfirm).toBe("此操作将退出登录, 是否继续?");
  });
});

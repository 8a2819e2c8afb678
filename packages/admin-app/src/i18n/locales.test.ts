import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { resources } from "./resources";

/** Every leaf key of a nested message object, as dotted paths. */
function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leafValue(messages: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages);
}

describe("message catalogues", () => {
  const allKeys = [...new Set(LANGUAGES.flatMap((lng) => leafKeys(resources[lng].translation)))];

  it.each(LANGUAGES)("%s has a non-empty text for every key used in any language", (lng) => {
    const missing = allKeys.filter((key) => {
      const value = leafValue(resources[lng].translation, key);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(missing).toEqual([]);
  });

  it("keeps the spec's zh-cn messages word for word", () => {
    const zh = resources["zh-cn"].translation;
    expect(zh.http.timeout).toBe("网络超时");
    expect(zh.http.network).toBe("网络连接错误");
    expect(zh.http.notFound).toBe("接口路径找不到");
    expect(zh.http.signedOut).toBe("你已被登出，请重新登录");
    expect(zh.common.tip).toBe("提示");
    expect(zh.home.signOutConfirm).toBe("此操作将退出登录, 是否继续?");
  });
});

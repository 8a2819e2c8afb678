// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearToken, readToken, writeToken } from "./tokenCookie";

describe("token cookie", () => {
  beforeEach(() => clearToken());

  it("writes the token to the vitrine-token cookie and reads it back", () => {
    expect(readToken()).toBeNull();
    writeToken("abc/+=token");
    expect(document.cookie).toContain("vitrine-token=");
    expect(readToken()).toBe("abc/+=token");
  });

  it("ignores other cookies and clears only the token", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: an unrelated cookie set the way another script would.
    document.cookie = "theme=dark; path=/";
    writeToken("t1");
    expect(readToken()).toBe("t1");
    clearToken();
    expect(readToken()).toBeNull();
    expect(document.cookie).toContain("theme=dark");
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { createPrefixedStorage } from "./storage";

describe("prefixed storage", () => {
  beforeEach(() => localStorage.clear());

  it("stores values under the vitrine: prefix as JSON", () => {
    const storage = createPrefixedStorage();
    storage.set("lang", "en");
    storage.set("tags", [{ path: "/home" }]);
    expect(localStorage.getItem("vitrine:lang")).toBe('"en"');
    expect(storage.get<string>("lang")).toBe("en");
    expect(storage.get("tags")).toEqual([{ path: "/home" }]);
  });

  it("reads missing or corrupted values as absent", () => {
    const storage = createPrefixedStorage();
    localStorage.setItem("vitrine:broken", "{not json");
    expect(storage.get("missing")).toBeUndefined();
    expect(storage.get("broken")).toBeUndefined();
  });

  it("removes one key, and clear() removes only vitrine: keys", () => {
    const storage = createPrefixedStorage();
    storage.set("a", 1);
    storage.set("b", 2);
    localStorage.setItem("other-app", "kept");
    storage.remove("a");
    expect(storage.get("a")).toBeUndefined();
    expect(storage.get("b")).toBe(2);
    storage.clear();
    expect(storage.get("b")).toBeUndefined();
    expect(localStorage.getItem("other-app")).toBe("kept");
  });

  it("uses the same prefix for tab-only storage", () => {
    const tabOnly = createPrefixedStorage(() => sessionStorage);
    tabOnly.set("tags", ["/home"]);
    expect(sessionStorage.getItem("vitrine:tags")).toBe('["/home"]');
    expect(localStorage.getItem("vitrine:tags")).toBeNull();
  });

  it("keeps working when storage is unavailable", () => {
    const storage = createPrefixedStorage(() => undefined);
    storage.set("lang", "en");
    expect(storage.get("lang")).toBeUndefined();
    expect(() => storage.clear()).not.toThrow();
  });
});

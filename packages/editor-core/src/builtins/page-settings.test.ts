import { describe, expect, it } from "vitest";
import { defaultPageSettings, pageHeaderOf } from "./page-settings";

describe("page header", () => {
  it("is drawn from the page settings", () => {
    expect(pageHeaderOf({ ...defaultPageSettings, name: "Home", isPerson: true })).toEqual({
      name: "Home",
      titleHeight: 35,
      isBack: true,
      isPerson: true,
    });
  });
});

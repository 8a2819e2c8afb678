import { describe, expect, it } from "vitest";
import { createDocument } from "../document/create-document";
import { checkPublishable } from "./is-publishable";

describe("checkPublishable", () => {
  it("blocks publishing a page with issues and allows a complete one", () => {
    const draft = checkPublishable(createDocument(), { locale: "en" });
    expect(draft.ok).toBe(false);
    expect(draft.issues[0]?.message).toBe("Enter the page name");
    const complete = createDocument({
      settings: { name: "Home", details: "d", classification: "c" },
    });
    expect(checkPublishable(complete)).toEqual({ ok: true, issues: [] });
  });
});

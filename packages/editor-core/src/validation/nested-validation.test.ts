import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { createDocument } from "../document/create-document";
import { validateDocument } from "./validate-document";

const registry = () => createBuiltinRegistry({ containers: true });

describe("validating nested blocks", () => {
  it("points a nested block's field errors at it and names an unknown type inside a slot", () => {
    const document = createDocument({
      settings: { name: "P", details: "D", classification: "home" },
      components: [
        {
          id: "cols",
          type: "twocolumn",
          props: { ratio: "1:1", gap: 8 },
          slots: {
            left: [{ id: "n1", type: "notice", props: { noticeText: "" } }],
            right: [{ id: "x1", type: "not-registered", props: {} }],
          },
        },
      ],
    });
    const issues = validateDocument(document, { registry: registry(), locale: "en" });
    expect(issues.map((issue) => [issue.componentId, issue.messageKey])).toEqual([
      ["n1", "validation.notice.textRequired"],
      ["x1", "command.unknownType"],
    ]);
  });

  it("checks a tabs block's titles and its limit of five tabs", () => {
    const tabs = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ title: index === 0 ? "" : `T${index}` }));
    const page = (count: number) =>
      createDocument({
        settings: { name: "P", details: "D", classification: "home" },
        components: [{ id: "t", type: "tabs", props: { tabs: tabs(count) }, slots: {} }],
      });
    const keys = (count: number) =>
      validateDocument(page(count), { registry: registry() }).map((i) => [i.path, i.messageKey]);
    expect(keys(2)).toEqual([["tabs.0.title", "validation.required"]]);
    expect(keys(6)).toEqual([["tabs", "validation.maxItems"]]);
  });
});

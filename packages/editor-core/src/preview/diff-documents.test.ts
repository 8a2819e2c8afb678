import { describe, expect, it } from "vitest";
import { createDocument } from "../document/create-document";
import { insertComponents } from "../operations/insert-components";
import { moveComponent } from "../operations/move-component";
import { removeComponents } from "../operations/remove-components";
import { updateProps } from "../operations/update-props";
import { updateSettings } from "../operations/update-settings";
import type { PageDocument } from "../types";
import { applyPatch } from "./apply-patch";
import { diffDocuments } from "./diff-documents";
import { PatchError } from "./patch-types";

const component = (id: string) => ({ id, type: "notice", props: { noticeText: id, list: [1, 2] } });
const page = (n: number) =>
  createDocument({ components: Array.from({ length: n }, (_, i) => component(`k${i}`)) });

/** A tiny deterministic random source so failures can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

describe("diffDocuments", () => {
  it("answers one replace for one changed field", () => {
    const before = page(500);
    const after = updateProps(before, "k250", ["noticeText"], "x");
    expect(diffDocuments(before, after)).toEqual([
      { op: "replace", path: "/components/250/props/noticeText", value: "x" },
    ]);
  });

  it("answers one remove and one add for one move", () => {
    const before = page(500);
    const after = moveComponent(before, 0, 499);
    const ops = diffDocuments(before, after);
    expect(ops).toHaveLength(2);
    expect(applyPatch(before, ops)).toEqual(after);
  });

  it("answers nothing for the same document and settings ops for settings", () => {
    const doc = page(2);
    expect(diffDocuments(doc, doc)).toEqual([]);
    expect(diffDocuments(doc, updateSettings(doc, { name: "N", extra: { a: "/~" } }))).toEqual([
      { op: "replace", path: "/settings/name", value: "N" },
      { op: "add", path: "/settings/extra", value: { a: "/~" } },
    ]);
  });

  it("reproduces the target for random edit sequences", () => {
    const next = random(7);
    for (let round = 0; round < 200; round++) {
      let doc: PageDocument = page(next(8));
      const start = doc;
      for (let step = 0; step < 1 + next(6); step++) {
        const ids = doc.components.map((c) => c.id);
        const count = ids.length;
        const pick = () => ids[next(Math.max(count, 1))] ?? "none";
        switch (next(6)) {
          case 0:
            doc = insertComponents(doc, next(count + 1), [component(`n${round}-${step}`)]);
            break;
          case 1:
            doc = removeComponents(doc, [pick()]);
            break;
          case 2:
            doc = moveComponent(doc, next(count || 1), next(count || 1));
            break;
          case 3:
            doc = updateProps(doc, pick(), ["list"], [next(3)]);
            break;
          case 4:
            doc = updateProps(doc, pick(), ["extra", "deep"], { v: next(3) });
            break;
          default:
            doc = updateSettings(doc, { titleHeight: 35 + next(3) });
        }
      }
      expect(applyPatch(start, diffDocuments(start, doc))).toEqual(doc);
    }
  });

  it("replaces a component whose type changed under the same id", () => {
    const before = page(1);
    const after = {
      ...before,
      schemaVersion: 2,
      components: [{ id: "k0", type: "richtext", props: {} }],
    };
    const ops = diffDocuments(before, after);
    expect(ops.map((op) => op.path)).toEqual(["/schemaVersion", "/components/0"]);
    expect(applyPatch(before, ops)).toEqual(after);
  });
});

describe("applyPatch", () => {
  it("appends with '-' and removes object keys", () => {
    const doc = page(1);
    const patched = applyPatch(doc, [
      { op: "add", path: "/components/-", value: component("z") },
      { op: "remove", path: "/components/0/props/list" },
    ]);
    expect(patched.components.map((c) => c.id)).toEqual(["k0", "z"]);
    expect(patched.components[0]!.props).toEqual({ noticeText: "k0" });
    expect(doc.components[0]!.props.list).toEqual([1, 2]);
  });

  it("refuses paths that do not fit", () => {
    const doc = page(1);
    for (const path of [
      "",
      "components",
      "/components/5/props/x",
      "/components/x",
      "/nothing/a",
      "/components/0/props/noticeText/deep",
    ]) {
      expect(() => applyPatch(doc, [{ op: "replace", path, value: 1 }]), path).toThrow(PatchError);
    }
    expect(() => applyPatch(doc, [{ op: "remove", path: "/settings/missing" }])).toThrow(
      PatchError,
    );
  });
});

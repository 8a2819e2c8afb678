import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { fromLegacyPage } from "../legacy/from-legacy-page";
import { originalDefaultExport } from "../legacy/original-default-page.fixture";
import { toLegacyPage } from "../legacy/to-legacy-page";
import { createDocument } from "./create-document";
import { DocumentError } from "./document-error";
import { parseDocument } from "./parse-document";
import { serializeDocument } from "./serialize-document";

const registry = () => createBuiltinRegistry({ containers: true });

/** A saved page of today's flat schema 1, as the server stores it. */
const flatV1 = {
  schemaVersion: 1,
  componentVersions: { notice: 1 },
  settings: createDocument().settings,
  components: [{ id: "n1", type: "notice", props: { noticeText: "Hi" } }],
};

const nested = {
  schemaVersion: 1,
  settings: createDocument().settings,
  components: [
    {
      id: "cols",
      type: "twocolumn",
      props: { ratio: "1:2" },
      slots: {
        left: [{ id: "n1", type: "notice", props: { noticeText: "L" } }],
        right: [
          {
            id: "t1",
            type: "tabs",
            props: {},
            slots: { tab1: [{ id: "x1", type: "from-a-newer-editor", props: { a: 1 } }] },
          },
        ],
      },
    },
  ],
};

describe("nested documents", () => {
  it("loads today's flat schema-1 pages unchanged: no slots appear, the JSON is the same", () => {
    const document = parseDocument(flatV1, { registry: registry() });
    expect(document.schemaVersion).toBe(1);
    expect("slots" in document.components[0]!).toBe(false);
    const again = JSON.parse(serializeDocument(document, { registry: registry() }));
    expect(again.components).toEqual([
      { id: "n1", type: "notice", props: expect.objectContaining({ noticeText: "Hi" }) },
    ]);
  });

  it("reads and writes blocks inside slots, keeping an unknown type inside one", () => {
    const document = parseDocument(nested, { registry: registry() });
    const columns = document.components[0]!;
    expect(columns.props).toMatchObject({ ratio: "1:2", gap: 8 });
    expect(columns.slots!.left![0]!.props).toMatchObject({ noticeText: "L" });
    const unknown = columns.slots!.right![0]!.slots!.tab1![0]!;
    expect(unknown).toEqual({ id: "x1", type: "from-a-newer-editor", props: { a: 1 } });
    const text = serializeDocument(document, { registry: registry() });
    expect(JSON.parse(text).componentVersions).toMatchObject({ twocolumn: 1, notice: 1, tabs: 1 });
    expect(parseDocument(text, { registry: registry() })).toEqual(document);
    expect(Object.isFrozen(columns.slots!.left)).toBe(true);
  });

  it("refuses slots that are not lists and an id repeated at any depth", () => {
    const badSlots = { ...nested, components: [{ ...nested.components[0], slots: { left: 3 } }] };
    expect(() => parseDocument(badSlots, { registry: registry() })).toThrow(DocumentError);
    const notObject = { ...nested, components: [{ ...nested.components[0], slots: [] }] };
    expect(() => parseDocument(notObject, { registry: registry() })).toThrow(/slots/);
    const repeated = {
      ...nested,
      components: [
        ...nested.components,
        { id: "n1", type: "notice", props: { noticeText: "again" } },
      ],
    };
    expect(() => parseDocument(repeated, { registry: registry() })).toThrow(/n1/);
    const refuse = () => parseDocument(nested, { registry: registry(), unknownTypes: "refuse" });
    expect(refuse).toThrow(DocumentError);
  });

  it("exports flat pages to the original format as before and refuses a page holding a container", () => {
    const flat = fromLegacyPage(originalDefaultExport(), { registry: registry() });
    expect(toLegacyPage(flat, { registry: registry() })).toEqual(
      toLegacyPage(fromLegacyPage(originalDefaultExport())),
    );
    const document = parseDocument(nested, { registry: registry() });
    let error: unknown;
    try {
      toLegacyPage(document, { registry: registry() });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).message).toBe(
      "原系统格式不支持容器组件（两栏布局），请先移除后再导出",
    );
    expect((error as DocumentError).translate("en")).toBe(
      "The original format has no containers (两栏布局); remove it before exporting",
    );
  });
});

import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { defineComponent } from "../registry/define-component";
import { createRegistry } from "../registry/registry";
import { validateDocument } from "../validation/validate-document";
import { CURRENT_SCHEMA_VERSION, createComponent, createDocument } from "./create-document";
import { DocumentError } from "./document-error";
import { parseDocument } from "./parse-document";
import { serializeDocument } from "./serialize-document";

const registry = createBuiltinRegistry();

function catchError(run: () => unknown): DocumentError {
  try {
    run();
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error("expected a DocumentError");
}

describe("createDocument", () => {
  it("starts an empty page with the default settings", () => {
    const doc = createDocument({ settings: { name: "Home" } });
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(doc.settings).toMatchObject({ name: "Home", titleHeight: 35 });
    expect(doc.components).toEqual([]);
    expect(Object.isFrozen(doc.settings)).toBe(true);
  });

  it("creates components from the defaults of their definition", () => {
    const notice = createComponent(registry.get("notice")!, { textColor: "red" }, "n1");
    expect(notice).toEqual({
      id: "n1",
      type: "notice",
      props: expect.objectContaining({ textColor: "red", noticeText: expect.any(String) }),
    });
  });
});

describe("serializeDocument and parseDocument", () => {
  it("round-trips a document", () => {
    const doc = createDocument({
      settings: { name: "Sale" },
      components: [createComponent(registry.get("captiontext")!, { name: "Hello" }, "a")],
    });
    const json = serializeDocument(doc, { registry });
    expect(JSON.parse(json).componentVersions).toEqual({ captiontext: 1 });
    expect(parseDocument(json, { registry })).toEqual(doc);
  });

  it("fills missing fields from defaults and keeps unknown ones", () => {
    const doc = parseDocument({
      settings: { name: "P" },
      components: [{ id: "a", type: "notice", props: { noticeText: "Hi", extra: 1 } }],
    });
    expect(doc.components[0]!.props).toMatchObject({
      noticeText: "Hi",
      extra: 1,
      textColor: expect.any(String),
    });
    expect(doc.settings.titleHeight).toBe(35);
  });

  it("gives components without an id a fresh one", () => {
    const doc = parseDocument({ components: [{ type: "notice" }, { type: "notice" }] });
    const [first, second] = doc.components;
    expect(first!.id).toBeTruthy();
    expect(first!.id).not.toBe(second!.id);
  });

  it("names the component index, type and field of a wrongly typed field", () => {
    const error = catchError(() =>
      parseDocument({
        components: [
          { id: "a", type: "notice", props: {} },
          { id: "b", type: "captiontext", props: { more: { show: "yes" } } },
        ],
      }),
    );
    expect(error).toMatchObject({ index: 1, componentType: "captiontext", field: "more.show" });
    expect(error.message).toBe(
      'Component 2 (captiontext), field "more.show": expected true or false',
    );
    expect(error.translate("zh-cn")).toBe("第2个组件（captiontext）的字段“more.show”应为布尔值");
  });

  it("checks the fields of list items", () => {
    const error = catchError(() =>
      parseDocument({
        components: [
          { id: "a", type: "pictureads", props: { imageList: [{ src: "a" }, { src: 5 }] } },
        ],
      }),
    );
    expect(error.field).toBe("imageList.1.src");
  });

  it("keeps a component of an unknown type as it is, props untouched (issue 35)", () => {
    const document = parseDocument({
      components: [
        { id: "a", type: "notice" },
        { id: "h", type: "hostTimer", props: { label: "Sale", seconds: 90, nested: { x: 1 } } },
      ],
    });
    expect(document.components[1]).toEqual({
      id: "h",
      type: "hostTimer",
      props: { label: "Sale", seconds: 90, nested: { x: 1 } },
    });
    // Saved and read again unchanged; validation names it instead of throwing.
    const again = parseDocument(serializeDocument(document));
    expect(again.components[1]).toEqual(document.components[1]);
    expect(validateDocument(document).map((issue) => issue.messageKey)).toContain(
      "command.unknownType",
    );
    expect(() =>
      parseDocument({ components: [{ id: "h", type: "hostTimer", props: [] }] }),
    ).toThrow(DocumentError);
  });

  it("refuses unknown types when asked, duplicate ids, bad settings and malformed JSON", () => {
    expect(
      catchError(() =>
        parseDocument({ components: [{ id: "a", type: "nope" }] }, { unknownTypes: "refuse" }),
      ),
    ).toMatchObject({
      index: 0,
      componentType: "nope",
    });
    expect(
      catchError(() =>
        parseDocument({
          components: [
            { id: "a", type: "notice" },
            { id: "a", type: "notice" },
          ],
        }),
      ).messageKey,
    ).toBe("document.duplicateId");
    expect(catchError(() => parseDocument({ settings: { titleHeight: "35" } })).field).toBe(
      "titleHeight",
    );
    expect(catchError(() => parseDocument("{nope")).messageKey).toBe("document.malformedJson");
    expect(catchError(() => parseDocument(42)).messageKey).toBe("document.notAnObject");
    expect(catchError(() => parseDocument({ components: {} })).messageKey).toBe(
      "document.notAnArray",
    );
    expect(catchError(() => parseDocument({ components: [3] })).messageKey).toBe(
      "document.badComponent",
    );
    expect(
      catchError(() => parseDocument({ components: [{ type: "notice", props: [] }] })).field,
    ).toBe("props");
    expect(catchError(() => parseDocument({ components: [{ id: 7, type: "notice" }] })).field).toBe(
      "id",
    );
    expect(catchError(() => parseDocument({ settings: [] })).messageKey).toBe(
      "document.notAnObject",
    );
  });

  it("refuses a document saved by a newer schema", () => {
    const error = catchError(() => parseDocument({ schemaVersion: 99, components: [] }));
    expect(error.messageKey).toBe("document.newerVersion");
  });

  it("runs document migrations in order from the saved version", () => {
    const doc = parseDocument(
      { schemaVersion: 1, blocks: [{ id: "a", type: "notice", props: {} }] },
      {
        targetVersion: 3,
        migrations: [
          { to: 3, migrate: (raw) => ({ ...raw, settings: { name: "migrated" } }) },
          { to: 2, migrate: ({ blocks, ...rest }) => ({ ...rest, components: blocks }) },
        ],
      },
    );
    expect(doc.schemaVersion).toBe(3);
    expect(doc.components.map((c) => c.id)).toEqual(["a"]);
    expect(doc.settings.name).toBe("migrated");
  });

  it("runs component migrations from the saved props version", () => {
    const custom = createRegistry([
      defineComponent({
        type: "banner",
        defaultProps: { label: "", size: 1 },
        migrations: [
          { to: 2, migrate: ({ text, ...rest }) => ({ ...rest, label: text }) },
          { to: 3, migrate: (props) => ({ ...props, size: Number(props.size) * 2 }) },
        ],
      }),
    ]);
    const saved = {
      componentVersions: { banner: 1 },
      components: [{ id: "b", type: "banner", props: { text: "Hi", size: 2 } }],
    };
    expect(parseDocument(saved, { registry: custom }).components[0]!.props).toEqual({
      label: "Hi",
      size: 4,
    });
    const current = { ...saved, componentVersions: { banner: 3 } };
    expect(parseDocument(current, { registry: custom }).components[0]!.props).toMatchObject({
      size: 2,
    });
  });
});

describe("parseDocument input ownership", () => {
  it("never freezes or shares the caller's objects", () => {
    const input = {
      components: [{ id: "a", type: "pictureads", props: { imageList: [{ src: "x" }] } }],
    };
    const doc = parseDocument(input);
    expect(Object.isFrozen(input.components[0]!.props.imageList)).toBe(false);
    expect(doc.components[0]!.props.imageList).not.toBe(input.components[0]!.props.imageList);
  });

  it("refuses objects that are not data", () => {
    expect(() => parseDocument({ settings: { name: () => 1 } })).toThrow(DocumentError);
    expect(() => parseDocument(Object.freeze({ settings: Object.freeze({ n: () => 1 }) }))).toThrow(
      DocumentError,
    );
  });

  it("reads a frozen document of its own as it is, and a partly frozen one from a copy", () => {
    const registry = createBuiltinRegistry();
    const own = createDocument({
      components: [
        createComponent(registry.get("pictureads")!, { imageList: [{ src: "/a.png" }] }, "a"),
      ],
    });
    const again = parseDocument(own, { registry });
    expect(again).toEqual(own);
    expect(again.components[0]!.props.imageList).toBe(own.components[0]!.props.imageList);
    // Frozen on top only: the caller's inner objects are still theirs, not frozen by the read.
    const inner = { id: "b", type: "captiontext", props: { name: "Hi" } };
    parseDocument(Object.freeze({ components: Object.freeze([inner]) }), { registry });
    expect(Object.isFrozen(inner)).toBe(false);
  });
});

describe("defaults", () => {
  it("are filled in frozen, so no component can change another's", () => {
    const registry = createBuiltinRegistry();
    const definition = registry.get("pictureads")!;
    const a = createComponent(definition, {}, "a");
    const doc = parseDocument({ components: [{ id: "b", type: "pictureads" }] }, { registry });
    for (const props of [a.props, doc.components[0]!.props]) {
      expect(props.imageList).toEqual(definition.defaultProps.imageList);
      expect(Object.isFrozen(props.imageList)).toBe(true);
    }
  });
});

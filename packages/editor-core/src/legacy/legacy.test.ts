import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { DocumentError } from "../document/document-error";
import { translate } from "../i18n/translate";
import type { FieldSpec } from "../registry/field-spec";
import { fromLegacyPage } from "./from-legacy-page";
import type { LegacyComponentEntry } from "./legacy-types";
import { toLegacyPage } from "./to-legacy-page";

const registry = createBuiltinRegistry();

/** A value of the field's kind that differs from the default, so a lost field would show. */
function sample(spec: FieldSpec, name: string): unknown {
  // Written as the original writes them (caption more.httpType 11, tab bar sizes "25").
  if (spec.legacy === "number") return 11;
  if (spec.legacy === "numeric-string") return "25";
  if (spec.enum) return spec.enum[spec.enum.length - 1];
  if (spec.format === "colour") return "#123456";
  if (spec.format === "image") return `https://example.com/${name}.png`;
  if (spec.format === "video") return `/uploads/${name}.mp4`;
  const kind = typeof spec.kind === "string" ? spec.kind : spec.kind[0];
  switch (kind) {
    case "number":
      return spec.max ?? 7;
    case "boolean":
      return true;
    case "array":
      return [{ marker: `${name}-item`, ...(spec.fields?.text ? { text: "t" } : {}) }];
    case "object":
      return { externalLink: `https://example.com/${name}` };
    default:
      return `${name}-value`;
  }
}

function entryFor(type: string): LegacyComponentEntry {
  const definition = registry.get(type)!;
  const setStyle = Object.fromEntries(
    Object.entries(definition.fields).map(([name, spec]) => [name, sample(spec, name)]),
  );
  // Fields the original had that our definitions do not list must survive too.
  setStyle.unlistedField = { nested: [1, 2] };
  // The original repeats the label in setStyle (the cell's text is its own left title).
  setStyle.text ??= translate(definition.title, "zh-cn");
  return { component: type, text: "label", type: "x", active: false, style: "panel", setStyle };
}

const template = {
  name: "首页",
  details: "主页面",
  isPerson: true,
  isBack: false,
  titleHeight: 48,
  bgColor: "#ffffff",
  bgImg: "https://example.com/bg.png",
};

const record = () => ({
  id: 7,
  name: "首页",
  templateJson: JSON.stringify(template),
  component: JSON.stringify(registry.list().map((d) => entryFor(d.type))),
});

function catchError(run: () => unknown): DocumentError {
  try {
    run();
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error("expected a DocumentError");
}

describe("legacy page records", () => {
  it("import and export every component type losslessly", () => {
    const original = record();
    const document = fromLegacyPage(original);
    expect(document.components).toHaveLength(22);
    const exported = toLegacyPage(document, { id: original.id });
    expect(exported.id).toBe(7);
    expect(exported.name).toBe("首页");
    expect(JSON.parse(exported.templateJson)).toMatchObject(template);
    const before = JSON.parse(original.component) as LegacyComponentEntry[];
    const after = JSON.parse(exported.component) as LegacyComponentEntry[];
    after.forEach((entry, index) => {
      expect(entry.component).toBe(before[index]!.component);
      expect(entry.setStyle).toEqual(before[index]!.setStyle);
    });
  });

  it("writes the original labels, palette codes and panel names", () => {
    const document = fromLegacyPage({
      templateJson: "{}",
      component: JSON.stringify([
        { component: "captiontext", setStyle: {} },
        { component: "custommodule" },
      ]),
    });
    const [caption, custom] = JSON.parse(
      toLegacyPage(document, { activeId: document.components[0]!.id }).component,
    );
    expect(caption).toMatchObject({
      component: "captiontext",
      text: "标题文字",
      type: "1-3",
      style: "captiontextstyle",
      active: true,
    });
    expect(custom).toMatchObject({ type: "demo", active: false });
  });

  it("fills missing settings and props from the defaults, and takes the record name", () => {
    const document = fromLegacyPage({
      name: "Named",
      templateJson: JSON.stringify({ titleHeight: 40 }),
      component: JSON.stringify([{ component: "notice", setStyle: { noticeText: "Hi" } }]),
    });
    expect(document.settings).toMatchObject({ name: "Named", titleHeight: 40, isBack: true });
    expect(document.components[0]!.props).toMatchObject({
      noticeText: "Hi",
      backColor: expect.any(String),
    });
    expect(fromLegacyPage({ templateJson: "", component: "" }).components).toEqual([]);
  });

  it("accepts already parsed fields", () => {
    const document = fromLegacyPage({
      templateJson: template,
      component: [{ component: "notice", setStyle: {} }],
    });
    expect(document.settings.name).toBe("首页");
  });

  it("refuses malformed JSON, unknown types and wrong field kinds, naming the place", () => {
    expect(catchError(() => fromLegacyPage({ templateJson: "{", component: "[]" }))).toMatchObject({
      messageKey: "document.malformedJson",
      field: "templateJson",
    });
    expect(catchError(() => fromLegacyPage({ templateJson: "{}", component: "[{" })).field).toBe(
      "component",
    );
    const unknown = catchError(() =>
      fromLegacyPage({
        templateJson: "{}",
        component: JSON.stringify([{ component: "notice" }, { component: "gone" }]),
      }),
    );
    expect(unknown).toMatchObject({ index: 1, componentType: "gone" });
    const wrong = catchError(() =>
      fromLegacyPage({
        templateJson: "{}",
        component: JSON.stringify([{ component: "captiontext", setStyle: { wordSize: "big" } }]),
      }),
    );
    expect(wrong).toMatchObject({ index: 0, componentType: "captiontext", field: "wordSize" });
    expect(wrong.translate("zh-cn")).toBe("第1个组件（captiontext）的字段“wordSize”应为数字");
    expect(
      catchError(() => fromLegacyPage({ templateJson: "{}", component: "{}" })).messageKey,
    ).toBe("document.notAnArray");
    expect(catchError(() => fromLegacyPage({ templateJson: "{}", component: "[1]" })).index).toBe(
      0,
    );
    expect(catchError(() => fromLegacyPage("page")).messageKey).toBe("document.notAnObject");
    expect(
      catchError(() => fromLegacyPage({ templateJson: '{"isBack":"no"}', component: "[]" })).field,
    ).toBe("isBack");
  });
});

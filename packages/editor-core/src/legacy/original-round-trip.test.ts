import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { validateDocument } from "../validation/validate-document";
import { fromLegacyPage } from "./from-legacy-page";
import {
  ORIGINAL_ACTIVE_INDEX,
  originalDefaultComponents,
  originalDefaultExport,
} from "./original-default-page.fixture";
import { toLegacyPage } from "./to-legacy-page";

const registry = createBuiltinRegistry();

describe("the original editor's default export", () => {
  it("holds all 22 components", () => {
    expect(originalDefaultComponents.map((entry) => entry.component)).toEqual(
      registry.list().map((definition) => definition.type),
    );
  });

  it("imports without an error and exports back with every value and type unchanged", () => {
    const record = originalDefaultExport();
    const document = fromLegacyPage(record, { registry });
    expect(document.components).toHaveLength(22);
    const exported = toLegacyPage(document, {
      registry,
      id: record.id,
      activeId: document.components[ORIGINAL_ACTIVE_INDEX]!.id,
    });
    expect(exported.id).toBe(record.id);
    expect(exported.name).toBe(record.name);
    expect(JSON.parse(exported.templateJson)).toStrictEqual(JSON.parse(record.templateJson));
    expect(JSON.parse(exported.component)).toStrictEqual(JSON.parse(record.component));
  });

  it("reads the original's types into ours, so panels and previews see one kind", () => {
    const document = fromLegacyPage(originalDefaultExport(), { registry });
    const props = (type: string) => document.components.find((c) => c.type === type)!.props;
    expect((props("captiontext").more as Record<string, unknown>).httpType).toBe("10");
    expect(props("tabBar")).toMatchObject({ iconWidth: 25, iconHeight: 25, fontSize: 14 });
    expect(props("videoss").coverUrl).toBe("");
    expect(props("listswitching").moreUrl).toBe("");
    expect(props("commoditysearch").text).toBe("商品搜索");
  });

  it("keeps the floating button's image, which the original lacks, only when one is chosen", () => {
    const record = originalDefaultExport();
    const document = fromLegacyPage(record, { registry });
    const index = document.components.findIndex((c) => c.type === "suspension");
    expect(document.components[index]!.props.imgUrl).toBe("");
    const withImage = {
      ...document,
      components: document.components.map((c, i) =>
        i === index ? { ...c, props: { ...c.props, imgUrl: "/uploads/image/float.png" } } : c,
      ),
    };
    const entries = JSON.parse(toLegacyPage(withImage, { registry }).component);
    expect(entries[index].setStyle.imgUrl).toBe("/uploads/image/float.png");
    const again = fromLegacyPage(toLegacyPage(withImage, { registry }), { registry });
    expect(again.components[index]!.props.imgUrl).toBe("/uploads/image/float.png");
    const plain = JSON.parse(toLegacyPage(document, { registry }).component);
    expect(plain[index].setStyle).not.toHaveProperty("imgUrl");
  });

  it("passes validation but for what the original never asked (description, category, placement)", () => {
    const document = fromLegacyPage(originalDefaultExport(), { registry });
    const issues = validateDocument(document, { registry }).map(
      (issue) => issue.path || issue.messageKey,
    );
    expect(issues).toEqual(["settings.details", "settings.classification", "placement.fixedLast"]);
  });
});

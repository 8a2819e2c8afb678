import { describe, expect, it } from "vitest";
import type { SpecEditResult } from "./spec-groups";
import {
  addSpecGroup,
  addSpecOption,
  nextSpecId,
  removeSpecGroup,
  removeSpecOption,
  renameSpecGroup,
  renameSpecOption,
  setSpecOptionChecked,
} from "./spec-groups";
import { typicalGroups } from "./test-fixtures";
import type { SpecGroup } from "./types";

function groupsOf(result: SpecEditResult): SpecGroup[] {
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result.groups;
}

describe("spec groups", () => {
  it("adds a group with a trimmed title and an id above every id in use", () => {
    const result = addSpecGroup(typicalGroups(), "  重量档 ");
    expect(result).toMatchObject({ ok: true, id: 32 });
    expect(groupsOf(result).at(-1)).toEqual({ id: 32, title: "重量档", children: [] });
  });

  it("takes an id from the host when given one", () => {
    const result = addSpecGroup([], "颜色", { id: "color" });
    expect(groupsOf(result)).toEqual([{ id: "color", title: "颜色", children: [] }]);
  });

  it("refuses an empty or duplicate group title", () => {
    expect(addSpecGroup([], "  ")).toMatchObject({
      ok: false,
      error: { field: "title", message: "请输入规格名" },
    });
    expect(addSpecGroup(typicalGroups(), "颜色")).toMatchObject({
      ok: false,
      error: { message: "规格名“颜色”已存在", messageKey: "spec.groupDuplicate" },
    });
  });

  it("renames a group, refusing a title another group has", () => {
    expect(groupsOf(renameSpecGroup(typicalGroups(), 2, "尺寸"))[1]?.title).toBe("尺寸");
    expect(renameSpecGroup(typicalGroups(), 2, "尺码").ok).toBe(true);
    expect(renameSpecGroup(typicalGroups(), 2, "颜色", { locale: "en" })).toMatchObject({
      ok: false,
      error: { message: "The spec “颜色” already exists" },
    });
    expect(renameSpecGroup(typicalGroups(), 99, "x")).toMatchObject({ ok: false });
  });

  it("removes a group", () => {
    expect(removeSpecGroup(typicalGroups(), 1).map((group) => group.id)).toEqual([2, 3]);
  });

  it("adds an option unticked at the end of its group", () => {
    const groups = groupsOf(addSpecOption(typicalGroups(), 2, "L"));
    expect(groups[1]?.children.at(-1)).toEqual({ id: 32, title: "L", checked: false });
    expect(groups[0]).toEqual(typicalGroups()[0]);
  });

  it("refuses a duplicate option title within a group, but not across groups", () => {
    expect(addSpecOption(typicalGroups(), 1, " 红 ")).toMatchObject({
      ok: false,
      error: {
        field: "title",
        message: "该规格下已有规格值“红”",
        messageKey: "spec.optionDuplicate",
      },
    });
    expect(addSpecOption(typicalGroups(), 2, "s").ok).toBe(false);
    expect(addSpecOption(typicalGroups(), 3, "红").ok).toBe(true);
  });

  it("refuses an empty option and an unknown group", () => {
    expect(addSpecOption(typicalGroups(), 1, "")).toMatchObject({
      ok: false,
      error: { message: "请输入规格值" },
    });
    expect(addSpecOption(typicalGroups(), 99, "x")).toMatchObject({
      ok: false,
      error: { messageKey: "spec.groupMissing" },
    });
  });

  it("renames an option, refusing a title its group already has", () => {
    const groups = groupsOf(renameSpecOption(typicalGroups(), 1, 11, "大红"));
    expect(groups[0]?.children[0]).toEqual({ id: 11, title: "大红", checked: true });
    expect(renameSpecOption(typicalGroups(), 1, 11, "蓝")).toMatchObject({
      ok: false,
      error: { messageKey: "spec.optionDuplicate" },
    });
    expect(renameSpecOption(typicalGroups(), 1, 99, "x")).toMatchObject({
      ok: false,
      error: { messageKey: "spec.optionMissing" },
    });
  });

  it("removes an option", () => {
    const groups = removeSpecOption(typicalGroups(), 1, 12);
    expect(groups[0]?.children.map((option) => option.id)).toEqual([11, 13]);
  });

  it("ticks and unticks an option", () => {
    const ticked = setSpecOptionChecked(typicalGroups(), 1, 13, true);
    expect(ticked[0]?.children[2]?.checked).toBe(true);
    expect(setSpecOptionChecked(ticked, 1, 13, false)[0]?.children[2]?.checked).toBe(false);
  });

  it("starts ids at 1 and ignores string ids", () => {
    expect(nextSpecId([])).toBe(1);
    expect(
      nextSpecId([{ id: "a", title: "A", children: [{ id: 4, title: "x", checked: false }] }]),
    ).toBe(5);
  });
});

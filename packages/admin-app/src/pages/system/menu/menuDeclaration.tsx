import { Radio, type RadioGroupProps } from "antd";
import type { TFunction } from "i18next";
import type { ModuleColumn, ModulePageDeclaration, ModuleRow } from "../../../components/module";
import { useDictionaryOptions } from "../../../components/module/useDictionaryOptions";
import { ParentTreeSelect } from "../shared/ParentTreeSelect";

/** The fields a button row has; every other field of the menu form belongs to menu rows only. */
const BUTTON_FIELDS = new Set(["pid", "type", "title", "permission", "sort", "status"]);

const isButton = (values: Record<string, unknown>) => values.type === "button";

/** Menu titles are i18n keys (router.home); a title typed as plain text is shown as it is. */
export const menuTitle = (t: TFunction, row: ModuleRow) => {
  const title = String(row.title ?? "");
  return t(title, { defaultValue: title });
};

/** Only menus can hold children: buttons are left out of the parent choices. */
function menusOnly(rows: ModuleRow[]): ModuleRow[] {
  return rows
    .filter((r) => r.type !== "button")
    .map((r) => ({ ...r, children: menusOnly(r.children ?? []) }));
}

/** Every field of the menu form (spec section 3), in its order; buttons show only theirs. */
export const MENU_FORM_ORDER = [
  "pid",
  "type",
  "title",
  "name",
  "path",
  "redirect",
  "icon",
  "component",
  "isLink",
  "sort",
  "isHide",
  "isKeepAlive",
  "isExternal",
  "isAffix",
  "isIframe",
  "permission",
  "status",
];

/** Menu or button, as the `menu_type` dictionary names them (the declared two until it answers). */
function MenuTypeRadio({ column, ...control }: { column: ModuleColumn } & RadioGroupProps) {
  const options = useDictionaryOptions(column.dictionary, column.type, column.options);
  return (
    <Radio.Group
      {...control}
      optionType="button"
      options={options.map((o) => ({ value: o.value as string, label: o.label }))}
    />
  );
}

export function menuDeclaration(t: TFunction, tree: ModuleRow[]): ModulePageDeclaration {
  const onlyForMenus = (key: string) =>
    BUTTON_FIELDS.has(key)
      ? {}
      : { visible: (values: Record<string, unknown>) => !isButton(values) };
  const fields: NonNullable<ModulePageDeclaration["form"]>["fields"] = Object.fromEntries(
    MENU_FORM_ORDER.map((key) => [key, onlyForMenus(key)]),
  );
  fields.pid = {
    input: () => <ParentTreeSelect rows={menusOnly(tree)} label={(row) => menuTitle(t, row)} />,
  };
  fields.type = { input: ({ column }) => <MenuTypeRadio column={column} /> };
  return {
    filters: ["title", "path", "type", "permission", "status"],
    columns: ["title", "type", "path", "component", "permission", "sort", "isHide", "status"],
    cells: { title: (_value, row) => menuTitle(t, row) },
    form: {
      order: MENU_FORM_ORDER,
      fields,
      defaults: (parent) => ({
        pid: parent?.id ?? 0,
        type: "menu",
        sort: 0,
        status: 1,
        isHide: false,
        isKeepAlive: false,
        isExternal: false,
        isAffix: false,
        isIframe: false,
      }),
    },
  };
}

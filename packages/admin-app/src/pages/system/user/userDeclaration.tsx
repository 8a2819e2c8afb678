import { Avatar, Select } from "antd";
import type { TFunction } from "i18next";
import type { ModulePageDeclaration, ModuleRow } from "../../../components/module";
import { SEARCH_BY_LABEL } from "../../../components/module/searchByLabel";
import { userFormRules } from "./userRules";

/** Spec section 3: the form's fields in order, and the list columns it names. */
export const USER_FORM_ORDER = [
  "username",
  "mobile",
  "password",
  "confirmPassword",
  "email",
  "description",
  "status",
  "roleIds",
];

export const USER_LIST_COLUMNS = [
  "photo",
  "username",
  "roleNames",
  "mobile",
  "email",
  "status",
  "loginIp",
  "loginTime",
  "errorCount",
  "createdAt",
];

export function userDeclaration(t: TFunction, roles: ModuleRow[]): ModulePageDeclaration {
  const roleOptions = roles.map((r) => ({ value: r.id, label: String(r.name) }));
  const rules = userFormRules(t);
  return {
    columns: USER_LIST_COLUMNS,
    filters: ["username", "mobile", "email", "roleIds", "status", "loginTime", "createdAt"],
    cells: {
      photo: (value, row) => (
        <Avatar src={value ? String(value) : undefined} alt={String(row.username ?? "")}>
          {String(row.username ?? "?")
            .charAt(0)
            .toUpperCase()}
        </Avatar>
      ),
    },
    filterInputs: {
      roleIds: (
        <Select
          mode="multiple"
          allowClear
          showSearch={SEARCH_BY_LABEL}
          options={roleOptions}
          style={{ minWidth: 160 }}
        />
      ),
    },
    form: {
      order: USER_FORM_ORDER,
      fields: {
        ...Object.fromEntries(Object.entries(rules).map(([key, list]) => [key, { rules: list }])),
        roleIds: {
          input: () => (
            <Select mode="multiple" showSearch={SEARCH_BY_LABEL} options={roleOptions} />
          ),
        },
      },
      defaults: () => ({ status: 1 }),
    },
  };
}

import { CRUD, leaf, moduleButtons } from "./build.js";
import type { Resource, RoleSign } from "./types.js";

/** A text in each interface language. */
export interface RecordText {
  "zh-cn": string;
  en: string;
  "zh-tw": string;
}

/** One column an operator fills in: its name in bodies (camelCase; the column is its snake_case). */
export interface RecordField {
  key: string;
  /** money: whole cents, entered and exported in yuan. */
  type: "string" | "integer" | "boolean" | "money";
  label: RecordText;
  required?: boolean;
  /** Length for strings, value for numbers (cents for money). */
  min?: number;
  max?: number;
  sortable?: boolean;
  filter?: "exact" | "contains" | "range";
  default?: string | number | boolean;
}

/**
 * A plain list an operator keeps (name it, describe it, switch it on and off), declared once
 * (issue 37). From this one object the server makes its table, its module (list, add, edit,
 * delete, status, export, each checked against `<name>:<action>`), the menu row of a new database
 * and of one seeded before it was declared; the admin app makes its route and draws it with the
 * generic list page. Every record also has an id, a status (active / disabled) and its creation time.
 * Its screen's title is the locale catalogues' `router.<section><Name>`.
 */
export interface RecordResource {
  /** The module's name: its calls are /api/<name>/…, its permissions `<name>:<action>`. */
  name: string;
  /** The menu section it is listed in (a section declared in resources/, e.g. "system"). */
  section: string;
  /** Its table: lower-case letters, digits and underscores. */
  table: string;
  /** The module's title in the operation log and exports. */
  title: RecordText;
  /** An @ant-design/icons name for the menu. */
  icon: string;
  roles: RoleSign[];
  fields: RecordField[];
  /** The field that names a row in the operation log and the delete confirmation. */
  nameField: string;
  isKeepAlive?: boolean;
}

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The screen of a record resource, under its section by the template's convention. */
export function recordScreen(record: RecordResource): Resource {
  return leaf(record.section, `${record.section}${cap(record.name)}`, record.roles, {
    icon: record.icon,
    record: record.name,
    ...(record.isKeepAlive ? { isKeepAlive: true } : {}),
    buttons: moduleButtons(record.name, CRUD, record.roles),
  });
}

const zh = (cn: string, en: string, tw: string): RecordText => ({ "zh-cn": cn, en, "zh-tw": tw });

/**
 * Every record resource. Adding one is an entry here and its screen's title in the admin app's
 * three locale catalogues (docs/ARCHITECTURE.md, "Adding a record resource"); no migration, view
 * or screen file.
 */
export const RECORD_RESOURCES: readonly RecordResource[] = [
  // Organizes: name and description required (admin-shell spec section 5).
  {
    name: "organize",
    section: "system",
    table: "organizes",
    title: zh("组织管理", "Organizes", "組織管理"),
    icon: "ClusterOutlined",
    roles: ["admin"],
    isKeepAlive: true,
    nameField: "name",
    fields: [
      {
        key: "name",
        type: "string",
        label: zh("名称", "Name", "名稱"),
        required: true,
        max: 100,
        sortable: true,
        filter: "contains",
      },
      {
        key: "description",
        type: "string",
        label: zh("描述", "Description", "描述"),
        required: true,
        max: 500,
        filter: "contains",
      },
    ],
  },
];

/** The screens of the record resources listed in one section, in declaration order. */
export function recordScreensIn(
  section: string,
  records: readonly RecordResource[] = RECORD_RESOURCES,
): Resource[] {
  return records.filter((record) => record.section === section).map(recordScreen);
}

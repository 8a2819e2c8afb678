import { count } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { configs, depts, dictItems, dictTypes } from "./schema.js";
import { CONFIG_TYPE_OPTIONS } from "./system/config.js";
import { seededItems } from "./system/dictionary-labels.js";
import { STATUS_OPTIONS } from "./system/fields.js";
import { MENU_TYPE_OPTIONS } from "./system/menu.js";

/**
 * Dictionaries the system screens' selects use, made of the options their fields declare; labels
 * are zh-cn, and `/api/dic/options` answers them in the asker's language until an operator edits them.
 */
const DICTIONARIES = [
  { code: "status", name: "状态", items: seededItems(STATUS_OPTIONS) },
  { code: "menu_type", name: "菜单类型", items: seededItems(MENU_TYPE_OPTIONS) },
  { code: "config_type", name: "配置类型", items: seededItems(CONFIG_TYPE_OPTIONS) },
];

/** Settings whose defaults come from spec section 9. */
const CONFIGS = [
  { key: "site.globalTitle", name: "全局标题", type: "string", value: "Vitrine" },
  { key: "site.globalVersion", name: "全局版本", type: "string", value: "V1.0.0" },
  { key: "theme.primary", name: "主题色", type: "string", value: "#409eff" },
  { key: "lockScreen.time", name: "锁屏时间", type: "number", value: "30" },
  { key: "lockScreen.enabled", name: "开启锁屏", type: "boolean", value: "false" },
];

/**
 * Seeds the system modules' tables when they are empty: dictionaries, settings and a few
 * departments. Safe to call on every start; the lead calls it from seed/seed.ts.
 */
export async function seedSystemModules(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [types] = await tx.select({ n: count() }).from(dictTypes);
    if (Number(types?.n ?? 0) === 0) {
      let sort = 0;
      for (const dictionary of DICTIONARIES) {
        const [type] = await tx
          .insert(dictTypes)
          .values({ code: dictionary.code, name: dictionary.name, sort: sort++ })
          .returning({ id: dictTypes.id });
        await tx
          .insert(dictItems)
          .values(dictionary.items.map((item, i) => ({ ...item, typeId: type!.id, sort: i })));
      }
    }
    const [settings] = await tx.select({ n: count() }).from(configs);
    if (Number(settings?.n ?? 0) === 0)
      await tx.insert(configs).values(CONFIGS.map((c, sort) => ({ ...c, sort })));
    const [departments] = await tx.select({ n: count() }).from(depts);
    if (Number(departments?.n ?? 0) === 0) {
      const [head] = await tx
        .insert(depts)
        .values({ name: "总部", leader: "admin", sort: 0 })
        .returning({ id: depts.id });
      await tx
        .insert(depts)
        .values(
          ["研发部", "销售部", "售后部"].map((name, sort) => ({ pid: head!.id, name, sort })),
        );
    }
  });
}

import fs from "node:fs";
import path from "node:path";
import { seedMenuRowFields } from "@vitrine/contract";
import { count } from "drizzle-orm";
import { generatePassword, hashPassword } from "../auth/password.js";
import type { Db } from "../db/database.js";
import { menus, roleMenus, roles, userRoles, users } from "../db/schema.js";
import { seedGoodsDemo } from "../goods/seed.js";
import { seedSystemModules } from "../modules/seed.js";
import { seedPageDictionary } from "../pages/seed.js";
import { menuTitleKey, type RoleSign, type SeedMenu, seedMenuTree } from "./menu-tree.js";

const SEED_ROLES: Array<{ sign: RoleSign; name: string; sort: number; description: string }> = [
  { sign: "admin", name: "超级管理员", sort: 1, description: "All screens and every action" },
  {
    sign: "common",
    name: "普通用户",
    sort: 2,
    description: "Everyday screens without system administration",
  },
  {
    sign: "aftersale",
    name: "售后人员",
    sort: 3,
    description: "After-sale staff: devices and service requests",
  },
  // Devices are sold through agents (issue 22): a user holding this role can be a device's agent.
  { sign: "agent", name: "代理商", sort: 4, description: "Agents: devices are sold through them" },
];

/** Mobile numbers of the seeded users, for sign-in by code (operators change them in the user screen). */
export const SEED_MOBILES = { admin: "13800000001", test: "13800000002" } as const;

export interface SeedOptions {
  adminPassword?: string | undefined;
  testPassword?: string | undefined;
  /** Where generated passwords are written (mode 0600); absent in tests that pass passwords. */
  dataDir?: string | undefined;
  log?: (line: string) => void;
  /** How the two passwords are hashed (auth/password.ts by default). */
  hash?: (password: string) => Promise<string>;
}

export interface SeedResult {
  seeded: boolean;
  /** Passwords generated because none was configured; printed once and written to a file. */
  generated: Record<string, string>;
}

/**
 * Seeds roles, the two users and the menu tree into an empty database (first start). A database with
 * any role, user or menu is never seeded again, even if one of them was emptied.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  for (const table of [roles, users, menus]) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return { seeded: false, generated: {} };
  }

  const generated: Record<string, string> = {};
  const passwordFor = (user: string, configured: string | undefined) => {
    if (configured) return configured;
    const password = generatePassword();
    generated[user] = password;
    return password;
  };
  const adminPassword = passwordFor("admin", options.adminPassword);
  const testPassword = passwordFor("test", options.testPassword);
  const hash = options.hash ?? hashPassword;
  const [adminHash, testHash] = await Promise.all([hash(adminPassword), hash(testPassword)]);

  await db.transaction(async (tx) => {
    const roleRows = await tx
      .insert(roles)
      .values(SEED_ROLES)
      .returning({ id: roles.id, sign: roles.sign });
    const roleId = new Map(roleRows.map((r) => [r.sign, r.id]));
    const userRows = await tx
      .insert(users)
      .values([
        {
          username: "admin",
          passwordHash: adminHash,
          description: "Administrator",
          email: "admin@example.com",
          mobile: SEED_MOBILES.admin,
        },
        {
          username: "test",
          passwordHash: testHash,
          description: "Everyday operator",
          email: "test@example.com",
          mobile: SEED_MOBILES.test,
        },
      ])
      .returning({ id: users.id, username: users.username });
    const userId = new Map(userRows.map((u) => [u.username, u.id]));
    await tx.insert(userRoles).values([
      { userId: userId.get("admin")!, roleId: roleId.get("admin")! },
      { userId: userId.get("test")!, roleId: roleId.get("common")! },
    ]);

    const grants: Array<{ roleId: number; menuId: number }> = [];
    const grant = (menuId: number, signs: RoleSign[]) => {
      for (const sign of signs) grants.push({ roleId: roleId.get(sign)!, menuId });
    };
    const insertMenu = async (item: SeedMenu, pid: number, sort: number) => {
      const [created] = await tx
        .insert(menus)
        .values({
          pid,
          type: "menu",
          title: menuTitleKey(item.name),
          name: item.name,
          path: item.path,
          ...seedMenuRowFields(item),
          sort,
        })
        .returning({ id: menus.id });
      const id = created!.id;
      grant(id, item.roles);
      let buttonSort = 0;
      for (const button of item.buttons ?? []) {
        const [b] = await tx
          .insert(menus)
          .values({
            pid: id,
            type: "button",
            title: button.title,
            permission: button.permission,
            sort: buttonSort++,
          })
          .returning({ id: menus.id });
        grant(b!.id, button.roles);
      }
      let childSort = 0;
      for (const child of item.children ?? []) await insertMenu(child, id, childSort++);
    };
    let sort = 0;
    for (const item of seedMenuTree) await insertMenu(item, 0, sort++);
    if (grants.length > 0) await tx.insert(roleMenus).values(grants);
  });

  if (Object.keys(generated).length > 0) reportGeneratedPasswords(generated, options);
  // Dictionaries, settings and departments: each fills only its own empty table.
  await seedSystemModules(db);
  // After the system dictionaries, which are seeded only into an empty dictionary table.
  await seedPageDictionary(db);
  // Demo goods (marked is_demo), so the goods screens and the product picker start with something.
  await seedGoodsDemo(db);
  return { seeded: true, generated };
}

function reportGeneratedPasswords(generated: Record<string, string>, options: SeedOptions) {
  const lines = Object.entries(generated).map(([user, password]) => `${user}: ${password}`);
  const log = options.log ?? ((line: string) => console.log(line));
  log("Vitrine first start: generated sign-in passwords (shown once):");
  for (const line of lines) log(`  ${line}`);
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, "initial-credentials.txt");
    fs.writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    log(`  also written to ${file} (readable by this user only)`);
  }
}

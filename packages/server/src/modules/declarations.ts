import { appUserModule } from "../app-users/declaration.js";
import { deviceModule } from "../devices/declaration.js";
import { firmwareModule } from "../firmware/declaration.js";
import { formAnswerModule } from "../forms/declaration.js";
import { goodsCategoryModule } from "../goods/categories.js";
import { goodsModule } from "../goods/declaration.js";
import { freightTemplateModule } from "../goods/freight.js";
import { goodsSpecModule, goodsSpecValueModule } from "../goods/specs.js";
import { marketingLoggedAreas, marketingModules } from "../marketing/declarations.js";
import { pageModule } from "../pages/declaration.js";
import type { ModuleDeclaration } from "./framework/types.js";
import { recordModules } from "./records/module.js";
import { configModule } from "./system/config.js";
import { deptModule } from "./system/dept.js";
import { dicItemModule, dicModule } from "./system/dic.js";
import { text } from "./system/fields.js";
import { type LoggedArea, loginLogModule, operationLogModule } from "./system/log.js";
import { menuModule } from "./system/menu.js";
import { roleModule } from "./system/role.js";
import { userModule } from "./system/user.js";

const WRITES = new Set(["add", "edit", "del", "status"]);

/** The system modules operators edit (the two logs are read-only and built from the others). */
const editableModules: ModuleDeclaration[] = [
  menuModule,
  roleModule,
  userModule,
  deptModule,
  dicModule,
  dicItemModule,
  // The record resources (organize and any other plain list, @vitrine/contract records.ts).
  ...recordModules(),
  configModule,
  // The goods area's generic modules (goods/*.ts); the goods list registers itself (goods/routes.ts).
  goodsCategoryModule,
  goodsSpecModule,
  goodsSpecValueModule,
  freightTemplateModule,
];

/**
 * The modules whose changes the operation log records: every module that writes, the page module
 * and the form answers (which register themselves, see pages/routes.ts and forms/routes.ts)
 * included; the personal centre writes as `user`.
 */
export const loggedModules: ModuleDeclaration[] = [
  ...editableModules,
  pageModule,
  formAnswerModule,
  deviceModule,
  firmwareModule,
  goodsModule,
  appUserModule,
  ...marketingModules(),
].filter((module) => module.actions.some((action) => WRITES.has(action)));

/** Writers of the operation log that are not modules (settings/routes.ts logs as "settings"). */
const loggedAreas: LoggedArea[] = [
  { name: "settings", title: text("站点设置", "Site settings", "站點設定") },
  { name: "sos", title: text("SOS 告警", "SOS alarms", "SOS 告警") },
  { name: "feedback", title: text("意见反馈", "Feedback", "意見回饋") },
  { name: "appContent", title: text("APP 内容页", "App content pages", "APP 內容頁") },
  ...marketingLoggedAreas,
  { name: "order", title: text("订单", "Orders", "訂單") },
];

/** Every declared module; later areas (devices, goods, marketing) append theirs here. */
export const systemModules: ModuleDeclaration[] = [
  ...editableModules,
  operationLogModule(loggedModules, loggedAreas),
  loginLogModule,
];

import type { ModuleDeclaration } from "./framework/types.js";
import { configModule } from "./system/config.js";
import { deptModule } from "./system/dept.js";
import { dicItemModule, dicModule } from "./system/dic.js";
import { loginLogModule, logModule } from "./system/log.js";
import { menuModule } from "./system/menu.js";
import { organizeModule } from "./system/organize.js";
import { roleModule } from "./system/role.js";
import { userModule } from "./system/user.js";

/** Every declared module; later areas (devices, goods, marketing) append theirs here. */
export const systemModules: ModuleDeclaration[] = [
  menuModule,
  roleModule,
  userModule,
  deptModule,
  dicModule,
  dicItemModule,
  organizeModule,
  logModule,
  loginLogModule,
  configModule,
];

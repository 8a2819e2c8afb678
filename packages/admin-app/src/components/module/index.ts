export { type FormFieldDeclaration, ModuleFormDialog } from "./ModuleFormDialog";
export { ModuleHttpProvider, useModuleHttp } from "./ModuleHttpContext";
export { ModuleListPage, type ModulePageDeclaration } from "./ModuleListPage";
export { createModuleApi, type ModuleApi } from "./moduleApi";
export { registerTexts, useModuleTranslation } from "./moduleTexts";
export type * from "./moduleTypes";

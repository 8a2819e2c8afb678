// @vitrine/editor-core: the framework-free page document, registry, commands, history, validation
// and preview protocol of the Vitrine storefront editor. Runs in Node and in browsers.

export { builtinComponents, createBuiltinRegistry } from "./builtins";
export { defaultPageSettings, pageSettingsFields } from "./builtins/page-settings";
export {
  CURRENT_SCHEMA_VERSION,
  createComponent,
  createDocument,
} from "./document/create-document";
export { DocumentError, type DocumentErrorPlace } from "./document/document-error";
export { type DocumentMigration, documentMigrations } from "./document/migrations";
export { type ParseOptions, parseDocument } from "./document/parse-document";
export { type SerializeOptions, serializeDocument } from "./document/serialize-document";
export { messages } from "./i18n/messages";
export { hasMessage, type MessageParams, translate } from "./i18n/translate";
export {
  type ComponentDefinition,
  type ComponentDefinitionInput,
  type ComponentGroup,
  type ComponentIssue,
  defineComponent,
  type PlacementRules,
  type PropsMigration,
  type ValidationContext,
} from "./registry/define-component";
export type { FieldKind, FieldSpec, FieldSpecs } from "./registry/field-spec";
export { createRegistry, type Registry } from "./registry/registry";
export * from "./types";
export { deepEqual } from "./util/deep-equal";
export { createComponentId } from "./util/ids";
export { getIn, type PropPath, parsePath, setIn } from "./util/path";

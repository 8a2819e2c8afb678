// @vitrine/editor-core: the framework-free page document, registry, commands, history, validation
// and preview protocol of the Vitrine storefront editor. Runs in Node and in browsers.

export {
  type BuiltinRegistryOptions,
  builtinComponents,
  builtinContainers,
  createBuiltinRegistry,
} from "./builtins";
export { CAPTION_DESCRIPTION_MAX_LENGTH } from "./builtins/caption-text";
export {
  FORM_CHOICE_TYPES,
  FORM_QUESTION_TYPES,
  joinFormOptions,
  newFormQuestion,
  splitFormOptions,
} from "./builtins/form-module";
export { magicCubeLayout } from "./builtins/magic-cube";
export {
  defaultPageSettings,
  PAGE_DETAILS_MAX_LENGTH,
  PAGE_NAME_MAX_LENGTH,
  type PageHeader,
  pageHeaderOf,
  pageSettingsFields,
} from "./builtins/page-settings";
export {
  PAGE_SETTING_NAMES,
  type PageSettingName,
  type PageSettingsOptions,
  pageSettingsFieldsOf,
  type RequirableSetting,
} from "./builtins/page-settings-options";
export { TAB_BAR_MAX_ITEMS } from "./builtins/tab-bar";
export { TABS_MAX } from "./builtins/tabs";
export { CLIPBOARD_FORMAT } from "./commands/clipboard";
export { clampToRanges } from "./document/clamp-to-ranges";
export { CONTENT_HINT_LENGTH, contentHint } from "./document/content-hint";
export {
  CURRENT_SCHEMA_VERSION,
  createComponent,
  createDocument,
} from "./document/create-document";
export { DocumentError, type DocumentErrorPlace } from "./document/document-error";
export { type DocumentMigration, documentMigrations } from "./document/migrations";
export { type ParseOptions, parseDocument } from "./document/parse-document";
export type { RefusedValue, RefusedValueListener } from "./document/refused-value";
export { type SerializeOptions, serializeDocument } from "./document/serialize-document";
export {
  createEditor,
  type Editor,
  type EditorInstance,
  type EditorOptions,
} from "./editor/create-editor";
export { createLargeDocument, type LargeDocumentOptions } from "./fixtures/large-document";
export {
  createMessageRegistry,
  type HostMessages,
  type MessageRegistry,
} from "./i18n/message-registry";
export { messages } from "./i18n/messages";
export { hasMessage, type MessageParams, translate } from "./i18n/translate";
export { fromLegacyPage, type LegacyImportOptions } from "./legacy/from-legacy-page";
export type { LegacyComponentEntry, LegacyPageRecord } from "./legacy/legacy-types";
export { originalDefaultExport } from "./legacy/original-default-page.fixture";
export { type LegacyExportOptions, toLegacyPage } from "./legacy/to-legacy-page";
export { duplicateComponent } from "./operations/duplicate-component";
export { insertAt } from "./operations/insert-at";
export { insertComponents } from "./operations/insert-components";
export { moveComponent } from "./operations/move-component";
export { moveTo } from "./operations/move-to";
export { removeComponents } from "./operations/remove-components";
export { updateProps } from "./operations/update-props";
export { updateSettings } from "./operations/update-settings";
export {
  canAddComponent,
  clampBeforeFixedTail,
  findPlacementViolations,
  newPlacementViolation,
  type PlacementRule,
  type PlacementViolation,
} from "./placement/check-placement";
export { applyPatch } from "./preview/apply-patch";
export { diffDocuments } from "./preview/diff-documents";
export {
  createLegacyPreviewSender,
  type LegacyPreviewSender,
  type LegacyPreviewSenderOptions,
} from "./preview/legacy-sender";
export { linkEditorToPreview } from "./preview/link-editor";
export { fromPointer, PatchError, type PatchOp, toPointer } from "./preview/patch-types";
export {
  createPreviewClient,
  type PreviewClient,
  type PreviewClientOptions,
} from "./preview/preview-client";
export {
  createPreviewHost,
  type PreviewHost,
  type PreviewHostOptions,
} from "./preview/preview-host";
export * from "./preview/protocol";
export {
  type ComponentDefinition,
  type ComponentDefinitionInput,
  type ComponentGroup,
  type ComponentIssue,
  defineComponent,
  type PlacementRules,
  type PropsMigration,
  type SlotSpec,
  type ValidationContext,
} from "./registry/define-component";
export type {
  FieldFormat,
  FieldKind,
  FieldOption,
  FieldSpec,
  FieldSpecs,
  FieldUi,
  FieldWidget,
  LegacyValueType,
} from "./registry/field-spec";
export {
  type ComponentRegistration,
  registerComponents,
} from "./registry/register-components";
export { createRegistry, type Registry } from "./registry/registry";
export type { DocumentHistory, EditorState, EditorStore } from "./store/editor-store";
export * from "./store/selectors";
export type { UiState } from "./store/ui-reducer";
export * from "./types";
export { deepEqual } from "./util/deep-equal";
export { createComponentId } from "./util/ids";
export { getIn, type PropPath, parsePath, setIn } from "./util/path";
export {
  hasFormat,
  isColour,
  isLinkAddress,
  isMediaAddress,
  isVideoAddress,
} from "./validation/formats";
export { checkPublishable } from "./validation/is-publishable";
export {
  type ValidateOptions,
  type ValidationIssue,
  validateDocument,
} from "./validation/validate-document";
export { validateField, validateFields } from "./validation/validate-field";

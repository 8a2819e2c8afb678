// @vitrine/editor-react: the React workbench of the storefront page editor, the component
// previews and <PageRenderer>. The server entry (renderPageToHtml) is "@vitrine/editor-react/server",
// the media dialogs (antd) "@vitrine/editor-react/media" and the Lexical rich text editor
// "@vitrine/editor-react/rich-text": this entry imports neither antd nor Lexical (issue 25).

export { Canvas, PHONE_WIDTH } from "./canvas/Canvas";
export {
  defineHostComponent,
  type HostComponent,
  type HostComponentInput,
  type HostIcon,
  type HostPanel,
} from "./host/define-host-component";
export {
  type ConfigComponent,
  type ConfigFields,
  type ConfigPanel,
  type ConfigProps,
  createConfiguredEditor,
  defineConfig,
  type EditorConfig,
  type EditorConfigInput,
  type FieldOf,
  type PropsOfFields,
  type ValueOfField,
} from "./host/editor-config";
export type { HostInstance, HostPanelProps, TypedHostPanel } from "./host/host-panel";
export {
  hasUiMessages,
  loadUiMessages,
  type UiMessageKey,
  uiText,
} from "./i18n/ui-messages";
export { TAB_ICONS, tabIcon } from "./icons/tab-icons";
export { IssueMarker } from "./issues/IssueMarker";
export { IssueSummary } from "./issues/IssueSummary";
export { type IssueTarget, selectIssue } from "./issues/select-issue";
export {
  LivePreviewDialog,
  type LivePreviewDialogProps,
  PREVIEW_DIALOG_WIDTH,
  PREVIEW_PHONE_WIDTH,
} from "./live-preview/LivePreviewDialog";
export { PreviewFrameApp } from "./live-preview/PreviewFrameApp";
export { connectPreviewFrame, type PreviewFrameState } from "./live-preview/preview-frame";
export { createHttpMediaApi, type HttpMediaApiOptions } from "./media/http-media-api";
export type {
  CategoryQuery,
  MediaCategory,
  MediaLibraryApi,
  MediaPickerComponent,
  MediaPickerProps,
  MediaQuery,
  Paged,
} from "./media/media-api";
export { createMemoryMediaApi, type MemoryMediaApiOptions } from "./media/memory-media-api";
export { COMPLETED_COMPONENT_TYPES } from "./palette/completed-components";
export { Palette } from "./palette/Palette";
export { ImageField } from "./panels/ImageField";
export { type PageCategory, PageSettingsPanel } from "./panels/PageSettingsPanel";
export { sampleProductSource } from "./pickers/sample-products";
export type {
  InternalLinkValue,
  PageLink,
  PageSource,
  ProductItem,
  ProductSource,
  ProductType,
} from "./pickers/sources";
export { CaptionTextPreview } from "./previews/CaptionTextPreview";
export { CommoditySearchPreview } from "./previews/CommoditySearchPreview";
export { CommunityPowderPreview } from "./previews/CommunityPowderPreview";
export { ComponentPreview, PREVIEWED_TYPES } from "./previews/ComponentPreview";
export { CustomModulePreview } from "./previews/CustomModulePreview";
export { DividerPreview } from "./previews/DividerPreview";
export { EnterTheShopPreview } from "./previews/EnterTheShopPreview";
export { FollowPreview } from "./previews/FollowPreview";
export { FormModulePreview } from "./previews/FormModulePreview";
export { formActionOf, questionField } from "./previews/form-action";
export { GraphicNavigationPreview } from "./previews/GraphicNavigationPreview";
export type { HostPreviews } from "./previews/host-previews";
export { CUBE_LAYOUTS, MagicCubePreview } from "./previews/MagicCubePreview";
export { NoteCardPreview } from "./previews/NoteCardPreview";
export {
  NOTICE_DELAY_S,
  NOTICE_HEIGHT,
  NOTICE_SPEED_PX_PER_S,
  NoticePreview,
} from "./previews/NoticePreview";
export { PageHeaderView } from "./previews/PageHeaderView";
export { PictureAdsPreview } from "./previews/PictureAdsPreview";
export { PlaceholderPreview } from "./previews/PlaceholderPreview";
export { ProductListPreview } from "./previews/ProductListPreview";
export type { PreviewProps } from "./previews/preview-types";
export { CORNER_MARKS, CORNER_POSITIONS } from "./previews/product-marks";
export { RichTextPreview } from "./previews/RichTextPreview";
export { type RenderSurface, useRenderSurface } from "./previews/render-surface";
export { STORE_BANNER_RATIO, StoreInfoPreview } from "./previews/StoreInfoPreview";
export { SuspensionPreview } from "./previews/SuspensionPreview";
export { Slot } from "./previews/slot-parent";
export { TabBarPreview } from "./previews/TabBarPreview";
export { VideoPreview } from "./previews/VideoPreview";
export { PageRenderer, type PageRendererProps } from "./render/PageRenderer";
export { RICH_TEXT_HEIGHT } from "./rich-text/rich-text-height";
export { Editor, type EditorProps, type RenderPlace } from "./workbench/Editor";
export { type EditorUi, EditorUiContext, useEditorUi } from "./workbench/editor-context";
export { importPageJson, type PageJsonReading, readPageJson } from "./workbench/import-page";

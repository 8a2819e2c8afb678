// React entry of @vitrine/sku ("@vitrine/sku/react"): the variant editor built on the core.
export { SkuEditor, type SkuEditorProps } from "./react/SkuEditor";
export { SkuTextProvider, useSkuText } from "./react/sku-text";
export type {
  ImagePickerProps,
  RenderImagePicker,
  SkuEditorValue,
} from "./react/types";

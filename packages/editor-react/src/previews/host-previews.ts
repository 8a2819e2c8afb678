import { type ComponentType, createContext, useContext } from "react";
import type { PreviewProps } from "./preview-types";

/**
 * Previews an embedding team draws instead of the built-in ones, by component type: the custom
 * module's demo is meant to be replaced so (`previews={{ custommodule: MyModule }}`). Passed to
 * `<Editor>` (canvas), `<PageRenderer>`, `<PreviewFrameApp>` (live preview) and
 * `renderPageToHtml` (public HTML), the same map everywhere, so a page looks alike in each. Keep
 * the object stable (a module constant): a new one redraws every block.
 */
export type HostPreviews = Readonly<Record<string, ComponentType<PreviewProps>>>;

const NONE: HostPreviews = {};

export const HostPreviewsContext = createContext<HostPreviews>(NONE);

/** The host's preview of `type`, if it gave one. */
export function useHostPreview(type: string): ComponentType<PreviewProps> | undefined {
  const previews = useContext(HostPreviewsContext);
  return Object.hasOwn(previews, type) ? previews[type] : undefined;
}

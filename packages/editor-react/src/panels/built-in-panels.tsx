import type { ComponentInstance } from "@vitrine/editor-core";
import { RichTextPanel } from "../rich-text/RichTextPanel";
import type { BuiltInPanelType } from "./built-in-panel-types";
import { CaptionTextPanel } from "./CaptionTextPanel";
import { DividerPanel } from "./DividerPanel";
import { NoticePanel } from "./NoticePanel";
import { PictureAdsPanel } from "./PictureAdsPanel";
import { StoreInfoPanel } from "./StoreInfoPanel";

const PANELS: Record<BuiltInPanelType, typeof CaptionTextPanel> = {
  captiontext: CaptionTextPanel,
  auxiliarysegmentation: DividerPanel,
  notice: NoticePanel,
  pictureads: PictureAdsPanel,
  richtext: RichTextPanel,
  storeinformation: StoreInfoPanel,
};

/** The hand-written panel of a built-in component (its type is one of BUILT_IN_PANEL_TYPES). */
export function BuiltInPanel({ component }: { component: ComponentInstance }) {
  const Panel = PANELS[component.type as BuiltInPanelType];
  return <Panel component={component} />;
}

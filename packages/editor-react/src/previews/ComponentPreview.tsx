import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { memo, type ReactNode } from "react";
import { CaptionTextPreview } from "./CaptionTextPreview";
import { CommoditySearchPreview } from "./CommoditySearchPreview";
import { CommunityPowderPreview } from "./CommunityPowderPreview";
import { CustomModulePreview } from "./CustomModulePreview";
import { DividerPreview } from "./DividerPreview";
import { EnterTheShopPreview } from "./EnterTheShopPreview";
import { FollowPreview } from "./FollowPreview";
import { FormModulePreview } from "./FormModulePreview";
import { GraphicNavigationPreview } from "./GraphicNavigationPreview";
import { useHostPreview } from "./host-previews";
import { MagicCubePreview } from "./MagicCubePreview";
import { NoteCardPreview } from "./NoteCardPreview";
import { NoticePreview } from "./NoticePreview";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { PlaceholderPreview } from "./PlaceholderPreview";
import { ProductListPreview } from "./ProductListPreview";
import type { PreviewProps } from "./preview-types";
import { RichTextPreview } from "./RichTextPreview";
import { StoreInfoPreview } from "./StoreInfoPreview";
import { SuspensionPreview } from "./SuspensionPreview";
import { TabBarPreview } from "./TabBarPreview";
import { VideoPreview } from "./VideoPreview";

const PLACEHOLDERS = new Set(["crowdoperation", "onlineservice", "personalizedrecommendation"]);

type Preview = (props: PreviewProps & { id?: string }) => ReactNode;

/** The built-in previews by component type (placeholders are drawn apart, they need their type). */
const PREVIEWS: Readonly<Record<string, Preview>> = {
  commoditysearch: CommoditySearchPreview,
  captiontext: CaptionTextPreview,
  pictureads: PictureAdsPreview,
  graphicnavigation: GraphicNavigationPreview,
  tabBar: TabBarPreview,
  magiccube: MagicCubePreview,
  notice: NoticePreview,
  videoss: VideoPreview,
  richtext: RichTextPreview,
  auxiliarysegmentation: DividerPreview,
  storeinformation: StoreInfoPreview,
  entertheshop: EnterTheShopPreview,
  communitypowder: CommunityPowderPreview,
  follow: FollowPreview,
  suspension: SuspensionPreview,
  custommodule: CustomModulePreview,
  listswitching: ProductListPreview,
  storenotecard: NoteCardPreview,
  investigate: FormModulePreview,
};

/** The types drawn by a preview of their own (every built-in). */
export const PREVIEWED_TYPES: readonly string[] = [...Object.keys(PREVIEWS), ...PLACEHOLDERS];

/**
 * The preview of one component, by type: the host's own when it gave one (HostPreviewsContext),
 * else the built-in; an unknown type shows its title.
 */
export const ComponentPreview = memo(function ComponentPreview({
  component,
  locale,
  title,
}: {
  component: ComponentInstance;
  locale: Locale;
  /** Shown for types without a preview of their own (the editor passes the translated title). */
  title?: string;
}) {
  const { type, props, id } = component;
  const Host = useHostPreview(type);
  if (Host) return <Host props={props ?? {}} locale={locale} />;
  const Drawn = Object.hasOwn(PREVIEWS, type) ? PREVIEWS[type] : undefined;
  if (Drawn) return <Drawn props={props ?? {}} locale={locale} id={id} />;
  if (PLACEHOLDERS.has(type))
    return <PlaceholderPreview type={type} props={props} locale={locale} />;
  return (
    <div style={{ padding: 16, textAlign: "center", color: "#969799", background: "#fff" }}>
      {title ?? type}
    </div>
  );
});

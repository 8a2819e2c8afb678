import { CommoditySearchPreview } from "./CommoditySearchPreview";
import { CommunityPowderPreview } from "./CommunityPowderPreview";
import { CustomModulePreview } from "./CustomModulePreview";
import { EnterTheShopPreview } from "./EnterTheShopPreview";
import { FollowPreview } from "./FollowPreview";
import { FormModulePreview } from "./FormModulePreview";
import { GraphicNavigationPreview } from "./GraphicNavigationPreview";
import type { LazyPreviewType } from "./lazy-previews";
import { MagicCubePreview } from "./MagicCubePreview";
import { NoteCardPreview } from "./NoteCardPreview";
import { ProductListPreview } from "./ProductListPreview";
import type { BuiltinPreview } from "./preview-types";
import { SuspensionPreview } from "./SuspensionPreview";
import { TabBarPreview } from "./TabBarPreview";
import { VideoPreview } from "./VideoPreview";

/**
 * The previews the browser loads on first use (lazy-previews), imported at once: for markup written
 * in one pass (`renderPageToHtml`), which cannot wait for a chunk. Only the server entry and tests
 * import this module, so the editor's first chunk does not hold these previews.
 */
export const NEW_PREVIEWS: Readonly<Record<LazyPreviewType, BuiltinPreview>> = {
  commoditysearch: CommoditySearchPreview,
  graphicnavigation: GraphicNavigationPreview,
  tabBar: TabBarPreview,
  magiccube: MagicCubePreview,
  videoss: VideoPreview,
  entertheshop: EnterTheShopPreview,
  communitypowder: CommunityPowderPreview,
  follow: FollowPreview,
  suspension: SuspensionPreview,
  custommodule: CustomModulePreview,
  listswitching: ProductListPreview,
  storenotecard: NoteCardPreview,
  investigate: FormModulePreview,
};

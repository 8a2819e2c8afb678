import type { ComponentDefinition } from "../registry/define-component";
import { createRegistry, type Registry } from "../registry/registry";
import { captionText } from "./caption-text";
import { commoditySearch } from "./commodity-search";
import { communityPowder } from "./community-powder";
import { customModule } from "./custom-module";
import { divider } from "./divider";
import { enterTheShop } from "./enter-the-shop";
import { follow } from "./follow";
import { formModule } from "./form-module";
import { graphicNavigation } from "./graphic-navigation";
import { magicCube } from "./magic-cube";
import { noteCard } from "./note-card";
import { notice } from "./notice";
import { pictureAds } from "./picture-ads";
import { crowdOperation, onlineService, personalizedRecommendation } from "./placeholders";
import { productList } from "./product-list";
import { richText } from "./rich-text";
import { storeInformation } from "./store-information";
import { suspension } from "./suspension";
import { tabBar } from "./tab-bar";
import { tabs } from "./tabs";
import { twoColumn } from "./two-column";
import { video } from "./video";

/** The 19 palette components in the original palette order, then the 3 placeholders. */
export const builtinComponents: readonly ComponentDefinition[] = [
  commoditySearch,
  captionText,
  pictureAds,
  graphicNavigation,
  tabBar,
  magicCube,
  notice,
  video,
  richText,
  divider,
  storeInformation,
  enterTheShop,
  communityPowder,
  follow,
  suspension,
  customModule,
  productList,
  noteCard,
  formModule,
  crowdOperation,
  personalizedRecommendation,
  onlineService,
] as readonly ComponentDefinition[];

/** The built-in containers: a two-column block and a tabs block (issue 35). */
export const builtinContainers: readonly ComponentDefinition[] = [
  twoColumn,
  tabs,
] as readonly ComponentDefinition[];

export interface BuiltinRegistryOptions {
  /**
   * Adds the built-in containers after the palette. Off by default until editor-react previews
   * them, so today's palettes and canvases do not offer blocks they cannot show.
   */
  containers?: boolean | undefined;
}

/** A fresh registry holding the built-ins; add your own with `register`. */
export function createBuiltinRegistry(options: BuiltinRegistryOptions = {}): Registry {
  return createRegistry(
    options.containers ? [...builtinComponents, ...builtinContainers] : builtinComponents,
  );
}

// Server entry: renders a saved page to HTML for storefronts. Nothing here touches the DOM at
// import time, so it loads in Node.
import type { Locale, PageDocument } from "@vitrine/editor-core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { HostComponent } from "./host/define-host-component";
// Every language's workbench texts at once: a page is rendered in its language in one pass.
import "./i18n/all-ui-messages";
import { ContainerPreview } from "./previews/ContainerPreview";
import type { HostPreviews } from "./previews/host-previews";
import { EagerContainerContext } from "./previews/lazy-container";
import { BuiltinPreviewsContext } from "./previews/lazy-previews";
import { EagerSlotBlocksContext } from "./previews/lazy-slot-blocks";
import { type LiveProduct, LiveProductsContext } from "./previews/live-products";
import { NEW_PREVIEWS } from "./previews/new-previews";
import { SlotBlocks } from "./previews/slot-blocks";
import TabIconGlyph from "./previews/TabIconGlyph";
import { TabIconGlyphContext } from "./previews/tab-icon";
import { PageRenderer } from "./render/PageRenderer";
import { RichTextSanitizerContext } from "./render/rich-text-sanitizer";
import { sanitizeHtml } from "./render/sanitize-rich-text";

export {
  defineHostComponent,
  type HostComponent,
  type HostComponentInput,
  type HostIcon,
  type HostPanel,
} from "./host/define-host-component";
export type { LiveProduct } from "./previews/live-products";
export { sanitizeHtml } from "./render/sanitize-rich-text";

/**
 * The page's markup (no <html> wrapper), as <PageRenderer> draws it for markup that runs no script
 * (`interactive: false`: no notice close buttons that could not work). With `pageId` (the
 * published page's id) its form modules are real forms posting to that page's form address.
 * `previews`: the host's previews by type, as given to its `<Editor>` and `<PageRenderer>`;
 * `components`: the host's components (`defineHostComponent`), the same list (the server side of
 * the preview registry: no browser-only code is needed to draw them).
 * `products`: today's products by id; product lists then show their current name, picture and
 * price, and leave out the products missing from it (no longer sold).
 */
export function renderPageToHtml(
  document: PageDocument,
  options: {
    locale?: Locale | undefined;
    pageId?: string | number | undefined;
    previews?: HostPreviews | undefined;
    components?: readonly HostComponent[] | undefined;
    products?: ReadonlyMap<string, LiveProduct> | undefined;
  } = {},
): string {
  // Markup is written at once: the tab bar's icons, the rich-text sanitiser and the previews the
  // browser loads on first use (the containers' too) are handed over instead.
  return renderToStaticMarkup(
    createElement(
      BuiltinPreviewsContext.Provider,
      { value: NEW_PREVIEWS },
      createElement(
        TabIconGlyphContext.Provider,
        { value: TabIconGlyph },
        createElement(
          RichTextSanitizerContext.Provider,
          { value: sanitizeHtml },
          createElement(
            LiveProductsContext.Provider,
            { value: options.products },
            createElement(
              EagerContainerContext.Provider,
              { value: ContainerPreview },
              createElement(
                EagerSlotBlocksContext.Provider,
                { value: SlotBlocks },
                createElement(PageRenderer, {
                  document,
                  locale: options.locale,
                  interactive: false,
                  pageId: options.pageId,
                  previews: options.previews,
                  components: options.components,
                }),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

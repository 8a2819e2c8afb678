import type { Locale, PageDocument } from "@vitrine/editor-core";
import type { MouseEvent } from "react";
import type { HostComponent } from "../host/define-host-component";
import { hostRegistryOf } from "../host/host-registry";
import { ComponentPreview } from "../previews/ComponentPreview";
import { type HostPreviews, HostPreviewsContext } from "../previews/host-previews";
import { PageHeaderView } from "../previews/PageHeaderView";
import { BelowFoldContext, PageIdContext, RenderSurfaceContext } from "../previews/render-surface";
import { pageBackgroundStyle } from "./page-background";

/**
 * The components a phone's first screen shows, about: a search box, a carousel and one more. The
 * pictures of later ones load lazily; these load at once (a lazy first picture paints late).
 */
const FIRST_SCREEN_COMPONENTS = 3;

export interface PageRendererProps {
  document: PageDocument;
  locale?: Locale | undefined;
  /**
   * Called with a component's id when it is clicked (the preview frame selects it in the editor).
   * A click then only selects: links in the page do not navigate away.
   */
  onComponentClick?: ((id: string) => void) | undefined;
  selectedIds?: readonly string[] | undefined;
  /**
   * False for markup that will run no script (server-rendered HTML): nothing that needs one is
   * drawn, such as a notice's close button. Default true.
   */
  interactive?: boolean | undefined;
  /**
   * The published page's id, when the page is served as one: its form modules then post their
   * answers to that page's form address. Without it forms are drawn but send nothing.
   */
  pageId?: string | number | undefined;
  /** The host's previews by component type, drawn instead of the built-ins (the custom module's). */
  previews?: HostPreviews | undefined;
  /** The host's components (`defineHostComponent`), the same list its `<Editor>` is given. */
  components?: readonly HostComponent[] | undefined;
}

/**
 * A whole page as a storefront shows it: header from the settings, then every component, drawn
 * for shoppers (RenderSurface "page"): "more" links are links, notices can be closed, and the
 * placeholders leave their block empty for the storefront to fill.
 */
export function PageRenderer({
  document,
  locale = "zh-cn",
  onComponentClick,
  selectedIds = [],
  interactive = true,
  pageId,
  previews,
  components,
}: PageRendererProps) {
  const { settings } = document;
  const select = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    onComponentClick?.(id);
  };
  const page = (
    <RenderSurfaceContext.Provider value={interactive ? "page" : "static-page"}>
      <PageIdContext.Provider value={pageId === undefined ? undefined : String(pageId)}>
        <div
          className="vitrine-page"
          style={{ minHeight: "100%", ...pageBackgroundStyle(settings) }}
        >
          <PageHeaderView settings={settings} />
          {document.components.map((component, index) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: the frame click only mirrors the editor's own selection
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users select in the editor itself
            <div
              key={component.id}
              data-component-id={component.id}
              data-component-type={component.type}
              onClick={onComponentClick ? select(component.id) : undefined}
              style={{
                outline: selectedIds.includes(component.id) ? "2px solid #155bd4" : undefined,
                cursor: onComponentClick ? "pointer" : undefined,
              }}
            >
              <BelowFoldContext.Provider value={index >= FIRST_SCREEN_COMPONENTS}>
                <ComponentPreview component={component} locale={locale} />
              </BelowFoldContext.Provider>
            </div>
          ))}
        </div>
      </PageIdContext.Provider>
    </RenderSurfaceContext.Provider>
  );
  return previews || components ? (
    <HostPreviewsContext.Provider value={hostRegistryOf(components, previews).previews}>
      {page}
    </HostPreviewsContext.Provider>
  ) : (
    page
  );
}

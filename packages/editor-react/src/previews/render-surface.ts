import { createContext, useContext } from "react";

/**
 * Where a preview is drawn. "editor": the editor canvas and stories, where a click selects the
 * block, so previews show editor hints and draw links as text. "page": a page as shoppers see it
 * (`<PageRenderer>`: a storefront, the live preview frame), where links are real links, notices
 * can be closed and placeholders are left for the storefront to fill. "static-page": the same as
 * markup that runs no script (`renderPageToHtml`, served under a CSP without scripts), so nothing
 * is offered that needs one, such as a notice's close button.
 */
export type RenderSurface = "editor" | "page" | "static-page";

export const RenderSurfaceContext = createContext<RenderSurface>("editor");

export const useRenderSurface = (): RenderSurface => useContext(RenderSurfaceContext);

/**
 * The id of the published page being drawn, when known (server render of a public page): the form
 * module posts its answers to that page's address. Undefined in the editor and the live preview.
 */
export const PageIdContext = createContext<string | undefined>(undefined);

export const usePageId = (): string | undefined => useContext(PageIdContext);

/**
 * Whether the component being drawn starts below a phone's first screen (a page's later
 * components): its pictures load lazily (`loading="lazy"`), the first screen's at once.
 */
export const BelowFoldContext = createContext(false);

export const useBelowFold = (): boolean => useContext(BelowFoldContext);

import { FullscreenExitOutlined } from "@ant-design/icons";
import { Button, Layout, theme } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutlet } from "react-router";
import { useAppSelector } from "../../store/hooks";
import { selectSettings } from "../../store/settingsSlice";
import { selectTags } from "../../store/tagsSlice";
import { type FillWindow, FillWindowContext } from "../fillWindow";
import { KeepAliveOutlet } from "../keepAlive/KeepAliveOutlet";
import { useLayout } from "../LayoutContext";
import { IframeView } from "../routerView/IframeView";
import { LinkView } from "../routerView/LinkView";
import { TagsView } from "../tags/TagsView";
import { useCurrentPage } from "../useCurrentPage";
import { AppFooter } from "./AppFooter";
import { Watermark } from "./Watermark";

/**
 * Everything under the header: the tags view, the open page (kept alive when flagged so, an
 * iframe or link page for such menu entries), the watermark and the footer. In "fullscreen" (from
 * the tags view) this area covers the window until Esc or the exit button. A page that asks to fill
 * the window (useFillWindow: the page editor) gets exactly the height left under the header, so
 * the document never scrolls and the page scrolls its own parts.
 */
export function LayoutMain() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const outlet = useOutlet();
  const { pathname, entry, meta } = useCurrentPage();
  const { isTagsView, isWatermark, watermarkText } = useAppSelector(selectSettings);
  const tags = useAppSelector(selectTags);
  const { mainFullscreen, setMainFullscreen, refreshCounts } = useLayout();
  const [fillPaths, setFillPaths] = useState<readonly string[]>([]);
  const fillWindow = useMemo<FillWindow>(
    () => ({
      fill(path) {
        setFillPaths((paths) => [...paths, path]);
        return () => setFillPaths((paths) => paths.filter((_, i) => i !== paths.indexOf(path)));
      },
    }),
    [],
  );
  const fills = fillPaths.includes(pathname);

  useEffect(() => {
    if (!mainFullscreen) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMainFullscreen(false);
    };
    window.addEventListener("keydown", leave);
    return () => window.removeEventListener("keydown", leave);
  }, [mainFullscreen, setMainFullscreen]);

  const link = entry?.meta.isLink;
  const title = meta ? t(meta.title) : "";
  const element = link ? (
    entry?.meta.isIframe ? (
      <IframeView src={link} title={title} />
    ) : (
      <LinkView href={link} title={title} />
    )
  ) : (
    outlet
  );

  return (
    <div
      style={
        mainFullscreen
          ? {
              position: "fixed",
              inset: 0,
              zIndex: 1000,
              overflow: "auto",
              background: token.colorBgLayout,
              ...(fills && { display: "flex", flexDirection: "column" }),
            }
          : {
              display: "flex",
              flexDirection: "column",
              flex: 1,
              minWidth: 0,
              // A basis of 0 keeps the page's content out of the layout's height: the area is the
              // window under the header, not as tall as the page (1,157 px in a 900 px window).
              ...(fills && { flexBasis: 0, minHeight: 0 }),
            }
      }
    >
      {mainFullscreen && (
        <Button
          icon={<FullscreenExitOutlined aria-hidden />}
          onClick={() => setMainFullscreen(false)}
          style={{ position: "fixed", insetInlineEnd: 16, insetBlockStart: 12, zIndex: 1001 }}
        >
          {t("layout.exitFullscreen")}
        </Button>
      )}
      {isTagsView && !mainFullscreen && <TagsView />}
      {/* antd's Content renders <main>: the page's main landmark. */}
      <Layout.Content
        style={fills ? FILLED_CONTENT : { position: "relative", padding: 24, flex: 1 }}
      >
        <FillWindowContext.Provider value={fillWindow}>
          <KeepAliveOutlet
            current={pathname}
            element={element}
            keepAlive={!!meta?.isKeepAlive}
            // Without the tags view there is no way to close a page, so kept pages stay kept.
            isWanted={(key) => !isTagsView || tags.some((tag) => tag.path === key)}
            refreshCount={(key) => refreshCounts[key] ?? 0}
          />
        </FillWindowContext.Provider>
        {isWatermark && <Watermark text={watermarkText} />}
      </Layout.Content>
      {!mainFullscreen && <AppFooter />}
    </div>
  );
}

/**
 * The content area of a page that fills the window: one grid cell as tall as the area, which the
 * page's root fills (a stretched grid item has a definite height for its `height: 100%`); a window
 * too small for the page's minimum scrolls here, never the document.
 */
const FILLED_CONTENT = {
  position: "relative",
  padding: 16,
  flex: "1 1 0",
  minHeight: 0,
  display: "grid",
  gridTemplateRows: "minmax(0, 1fr)",
  gridTemplateColumns: "minmax(0, 1fr)",
  overflow: "auto",
} as const;

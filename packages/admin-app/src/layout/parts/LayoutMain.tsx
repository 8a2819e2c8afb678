import { FullscreenExitOutlined } from "@ant-design/icons";
import { Button, Layout, theme } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useOutlet } from "react-router";
import { useAppSelector } from "../../store/hooks";
import { selectSettings } from "../../store/settingsSlice";
import { selectTags } from "../../store/tagsSlice";
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
 * the tags view) this area covers the window until Esc or the exit button.
 */
export function LayoutMain() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const outlet = useOutlet();
  const { pathname, entry, meta } = useCurrentPage();
  const { isTagsView, isWatermark, watermarkText } = useAppSelector(selectSettings);
  const tags = useAppSelector(selectTags);
  const { mainFullscreen, setMainFullscreen, refreshCounts } = useLayout();

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
            }
          : { display: "flex", flexDirection: "column", flex: 1, minWidth: 0 }
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
      <Layout.Content style={{ position: "relative", padding: 24, flex: 1 }}>
        <KeepAliveOutlet
          current={pathname}
          element={element}
          keepAlive={!!meta?.isKeepAlive}
          // Without the tags view there is no way to close a page, so kept pages stay kept.
          isWanted={(key) => !isTagsView || tags.some((tag) => tag.path === key)}
          refreshCount={(key) => refreshCounts[key] ?? 0}
        />
        {isWatermark && <Watermark text={watermarkText} />}
      </Layout.Content>
      {!mainFullscreen && <AppFooter />}
    </div>
  );
}

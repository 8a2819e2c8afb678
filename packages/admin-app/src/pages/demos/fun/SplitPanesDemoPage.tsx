import { Typography } from "antd";
import { useState } from "react";
import { Group, type Layout, Panel, Separator, useDefaultLayout } from "react-resizable-panels";
import { DemoPage } from "../DemoPage";
import { useFunTranslation } from "./useFunTranslation";

const handleStyle = { background: "#d9d9d9", flex: "0 0 6px" } as const;
const paneStyle = { padding: 12, height: "100%", overflow: "auto", background: "#fafafa" } as const;

/** /fun/splitpanes: panes resized by dragging or by keyboard (react-resizable-panels), sizes kept. */
export default function SplitPanesDemoPage() {
  const { t } = useFunTranslation();
  const outer = useDefaultLayout({ id: "vitrine:funSplitOuter", storage: localStorage });
  const inner = useDefaultLayout({ id: "vitrine:funSplitInner", storage: localStorage });
  const [sizes, setSizes] = useState<Layout>(outer.defaultLayout ?? { left: 30, right: 70 });
  return (
    <DemoPage intro={t("demos.fun.splitIntro")}>
      <div
        style={{ height: 420, border: "1px solid #d9d9d9", borderRadius: 8, overflow: "hidden" }}
      >
        <Group
          orientation="horizontal"
          defaultLayout={outer.defaultLayout}
          onLayoutChanged={(layout, meta) => {
            setSizes(layout);
            outer.onLayoutChanged(layout, meta);
          }}
        >
          <Panel id="left" defaultSize="30%" minSize="15%">
            <div style={paneStyle}>
              <Typography.Text strong>{t("demos.fun.paneLeft")}</Typography.Text>
              <div>{t("demos.fun.paneSize", { size: Math.round(sizes.left ?? 30) })}</div>
            </div>
          </Panel>
          <Separator style={handleStyle} aria-label={t("demos.fun.resizeHandle")} />
          <Panel id="right" minSize="30%">
            <Group
              orientation="vertical"
              defaultLayout={inner.defaultLayout}
              onLayoutChanged={inner.onLayoutChanged}
            >
              <Panel id="top" defaultSize="50%" minSize="20%">
                <div style={paneStyle}>
                  <Typography.Text strong>{t("demos.fun.paneTop")}</Typography.Text>
                </div>
              </Panel>
              <Separator style={handleStyle} aria-label={t("demos.fun.resizeHandle")} />
              <Panel id="bottom" minSize="20%">
                <div style={paneStyle}>
                  <Typography.Text strong>{t("demos.fun.paneBottom")}</Typography.Text>
                </div>
              </Panel>
            </Group>
          </Panel>
        </Group>
      </div>
    </DemoPage>
  );
}

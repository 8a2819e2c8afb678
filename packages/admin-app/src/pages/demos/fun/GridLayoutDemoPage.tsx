import { Button, Card, message, Space } from "antd";
import { useState } from "react";
import ReactGridLayout, { type Layout, useContainerWidth } from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import "react-resizable/css/styles.css";
import { storage } from "../../../utils/storage";
import { DemoPage } from "../DemoPage";
import {
  DEFAULT_GRID_LAYOUT,
  GRID_LAYOUT_KEY,
  readGridLayout,
  saveGridLayout,
} from "./gridLayoutStore";
import { useFunTranslation } from "./useFunTranslation";

/** /fun/gridLayout: a dashboard of cards to drag and resize (react-grid-layout), kept across reloads. */
export default function GridLayoutDemoPage() {
  const { t } = useFunTranslation();
  const { width, containerRef } = useContainerWidth({ initialWidth: 960 });
  const [layout, setLayout] = useState<Layout>(() => readGridLayout(storage));
  const [feedback, holder] = message.useMessage();

  // Saved only when the operator drops or releases a card: the grid also reports the layout it
  // computed on mount, which is no choice of theirs.
  const keep = (next: Layout) => {
    setLayout(next);
    saveGridLayout(storage, next);
    feedback.success({ content: t("demos.fun.layoutSaved"), key: "layout" });
  };

  return (
    <DemoPage intro={t("demos.fun.gridIntro")}>
      {holder}
      <Space style={{ marginBottom: 8 }}>
        <Button
          onClick={() => {
            setLayout(DEFAULT_GRID_LAYOUT);
            storage.remove(GRID_LAYOUT_KEY);
          }}
        >
          {t("demos.fun.resetLayout")}
        </Button>
      </Space>
      <div ref={containerRef} data-testid="grid-layout">
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={{ cols: 12, rowHeight: 60 }}
          onDragStop={(next) => keep(next)}
          onResizeStop={(next) => keep(next)}
        >
          {layout.map((item) => (
            <div key={item.i} data-card={item.i}>
              <Card
                size="small"
                title={t("demos.fun.card", { n: item.i })}
                style={{ height: "100%" }}
              >
                {`x ${item.x} · y ${item.y} · ${item.w} × ${item.h}`}
              </Card>
            </div>
          ))}
        </ReactGridLayout>
      </div>
    </DemoPage>
  );
}

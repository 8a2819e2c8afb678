import { HolderOutlined } from "@ant-design/icons";
import { Button, List, Space, Typography } from "antd";
import { type DragEvent, useState } from "react";
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";

const FIRST_ORDER = ["taskA", "taskB", "taskC", "taskD", "taskE"];

/** Moves the item at `from` to `to`, shifting the ones between. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * /pages/drag: a list sorted by dragging (the browser's own drag and drop), or from the keyboard
 * with the up and down buttons beside each item, so sorting does not need a mouse.
 */
export default function DragSortPage() {
  const { t } = usePagesTranslation();
  const [order, setOrder] = useState(FIRST_ORDER);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) setOrder((list) => moveItem(list, dragged, index));
    setDragged(null);
    setOver(null);
  };
  return (
    <DemoPage intro={t("demos.pages.dragIntro")}>
      <List
        bordered
        style={{ maxWidth: 480 }}
        dataSource={order}
        renderItem={(key, index) => (
          <List.Item
            draggable
            data-item={key}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={(event) => drop(event, index)}
            style={{
              cursor: "grab",
              background: over === index && dragged !== index ? "#e6f4ff" : undefined,
              opacity: dragged === index ? 0.5 : 1,
            }}
            actions={[
              <Button
                key="up"
                size="small"
                disabled={index === 0}
                aria-label={t("demos.pages.moveUp", { name: t(`demos.pages.${key}`) })}
                onClick={() => setOrder((list) => moveItem(list, index, index - 1))}
              >
                ↑
              </Button>,
              <Button
                key="down"
                size="small"
                disabled={index === order.length - 1}
                aria-label={t("demos.pages.moveDown", { name: t(`demos.pages.${key}`) })}
                onClick={() => setOrder((list) => moveItem(list, index, index + 1))}
              >
                ↓
              </Button>,
            ]}
          >
            <Space>
              <HolderOutlined aria-hidden />
              <span>
                {index + 1}. {t(`demos.pages.${key}`)}
              </span>
            </Space>
          </List.Item>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} role="status">
        {t("demos.pages.currentOrder", {
          order: order.map((key) => t(`demos.pages.${key}`)).join(" → "),
        })}
      </Typography.Paragraph>
    </DemoPage>
  );
}

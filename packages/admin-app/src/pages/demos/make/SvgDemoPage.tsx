import { InputNumber, Space, Typography } from "antd";
import { useState } from "react";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";

/** Three icons drawn as SVG paths on a 24-unit grid, so any size stays sharp. */
const SHAPES: Record<string, string> = {
  device: "M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v13h10V5z",
  signal: "M2 20h3v-4H2zm5 0h3v-8H7zm5 0h3V8h-3zm5 0h3V4h-3z",
  battery:
    "M3 7h15a1 1 0 0 1 1 1v2h2v4h-2v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm1 2v6h9V9z",
};

/** /make/svgDemo: SVG icons at the size and colour chosen. */
export default function SvgDemoPage() {
  const { t } = useDemoTranslation();
  const [size, setSize] = useState(32);
  const [color, setColor] = useState("#409eff");
  return (
    <DemoPage intro={t("demos.make.svgIntro")}>
      <Space orientation="vertical" style={{ width: "100%", maxWidth: 420 }}>
        <Space>
          <Typography.Text>{t("demos.make.svgSize")}</Typography.Text>
          <InputNumber
            aria-label={t("demos.make.svgSize")}
            min={16}
            max={96}
            value={size}
            onChange={(value) => setSize(value ?? 32)}
          />
        </Space>
        <Space>
          <Typography.Text>{t("demos.make.svgColor")}</Typography.Text>
          {/* The browser's own colour input: antd's picker would share code with the layout's chunks. */}
          <input
            type="color"
            aria-label={t("demos.make.svgColor")}
            value={color}
            onChange={(event) => setColor(event.target.value)}
          />
        </Space>
        <Space size="large">
          {Object.entries(SHAPES).map(([name, path]) => (
            <svg
              key={name}
              data-shape={name}
              viewBox="0 0 24 24"
              width={size}
              height={size}
              fill={color}
              aria-hidden
            >
              <path d={path} />
            </svg>
          ))}
        </Space>
      </Space>
    </DemoPage>
  );
}

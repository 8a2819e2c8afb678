import { Button } from "antd";
import { useState } from "react";
import { SkuEditor } from "./SkuEditor";
import { tenThousandRows, typicalProduct } from "./story-data";
import type { ImagePickerProps, SkuEditorValue } from "./types";

export default { title: "SKU/SkuEditor" };

/** Shows the value the host would receive, under the editor. */
function WithSummary({ initial, ...props }: { initial?: SkuEditorValue; locale?: "en" }) {
  const [value, setValue] = useState<SkuEditorValue>(initial ?? { groups: [], rows: [] });
  return (
    <div style={{ padding: 16, maxWidth: 1200 }}>
      <SkuEditor value={value} onChange={setValue} {...props} />
      <pre style={{ fontSize: 12, color: "#888" }}>
        groups: {value.groups.length}, rows: {value.rows.length}
      </pre>
    </div>
  );
}

export const Empty = () => <WithSummary />;

export const TypicalProduct = () => <WithSummary initial={typicalProduct()} />;

export const TenThousandRows = () => <WithSummary initial={tenThousandRows()} />;

// Inline squares, so the story needs no network.
const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${colour}"/></svg>`,
  )}`;
const SAMPLE_IMAGES = [swatch("#409eff"), swatch("#f39800")];

/** Stands in for the media library dialog a host would open. */
function SamplePicker({ value, onChange }: ImagePickerProps) {
  const next = SAMPLE_IMAGES[(SAMPLE_IMAGES.indexOf(value) + 1) % SAMPLE_IMAGES.length] ?? "";
  return (
    <Button size="small" onClick={() => onChange(next)}>
      {value ? "↻" : "+"}
    </Button>
  );
}

export const EnglishWithImagePicker = () => (
  <div style={{ padding: 16, maxWidth: 1200 }}>
    <SkuEditor
      locale="en"
      defaultValue={typicalProduct()}
      renderImagePicker={(props) => <SamplePicker {...props} />}
    />
  </div>
);

import { Button } from "antd";
import { useState } from "react";
import { SkuEditor } from "./SkuEditor";
import { tenThousandRows, typicalProduct } from "./story-data";
import type { ImagePickerProps, SkuEditorValue } from "./types";

export default { title: "SKU/SkuEditor" };

/** Controlled, as a goods form would hold it. */
function Controlled({ initial }: { initial?: SkuEditorValue }) {
  const [value, setValue] = useState<SkuEditorValue>(initial ?? { groups: [], rows: [] });
  return (
    <div style={{ padding: 16, maxWidth: 1200 }}>
      <SkuEditor value={value} onChange={setValue} />
    </div>
  );
}

export const Empty = () => <Controlled />;

export const TypicalProduct = () => <Controlled initial={typicalProduct()} />;

export const TenThousandRows = () => <Controlled initial={tenThousandRows()} />;

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

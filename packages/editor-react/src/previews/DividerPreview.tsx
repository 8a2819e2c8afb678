import { num, type PreviewProps, str } from "./preview-types";

/** Auxiliary divider: blank space, or a solid/dashed/dotted line with optional side margins. */
export function DividerPreview({ props }: PreviewProps) {
  const height = num(props.blankHeight, 30);
  if (props.segmentationtype !== 1) return <div style={{ height }} />;
  return (
    <div style={{ padding: props.paddType === 1 ? "0 16px" : 0 }}>
      <div
        style={{
          height,
          display: "flex",
          alignItems: "center",
        }}
      >
        <hr
          style={{
            flex: 1,
            margin: 0,
            border: 0,
            borderTop: `1px ${str(props.bordertp, "solid")} ${str(props.auxliarColor, "#e5e5e5")}`,
          }}
        />
      </div>
    </div>
  );
}

import { create } from "qrcode";
import { useMemo } from "react";

/**
 * A QR code as one SVG path: only qrcode's encoder is used (no canvas or image renderer), and the
 * whole module is loaded only when the QR tab opens. Four modules of quiet zone keep it scannable.
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { path, extent } = useMemo(() => modulesPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      style={{ display: "block", background: "#fff" }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

const QUIET_ZONE = 4;

function modulesPath(value: string) {
  const { modules } = create(value, { errorCorrectionLevel: "M" });
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, extent: modules.size + QUIET_ZONE * 2 };
}

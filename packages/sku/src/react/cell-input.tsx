import type { InputHTMLAttributes } from "react";

// Table cells use a plain <input> styled after antd's: a virtualized table mounts a few dozen
// of them on every scroll frame, and a native input costs a fraction of an antd <Input>.
const base = {
  boxSizing: "border-box",
  width: "100%",
  height: 32,
  padding: "4px 11px",
  border: "1px solid #d9d9d9",
  borderRadius: 6,
  font: "inherit",
  fontSize: 14,
  color: "rgba(0, 0, 0, 0.88)",
  background: "#fff",
} as const;

const invalid = { ...base, borderColor: "#ff4d4f" } as const;

interface CellInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean | undefined;
}

export function CellInput({ invalid: isInvalid, style, ...props }: CellInputProps) {
  return (
    <input
      type="text"
      {...props}
      aria-invalid={isInvalid ? true : undefined}
      style={{ ...(isInvalid ? invalid : base), ...style }}
    />
  );
}

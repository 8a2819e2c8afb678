import { cloneElement, type ReactElement, useId } from "react";

/**
 * One line of the settings drawer: a label tied to its control by id, so every switch, field and
 * group is announced (and found by tests) with its label.
 */
export function SettingRow({
  label,
  children,
}: {
  label: string;
  children: ReactElement<{ id?: string }>;
}) {
  const id = useId();
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 12,
        marginBlockEnd: 14,
      }}
    >
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

export function SettingSection({ title }: { title: string }) {
  return <h3 style={{ fontSize: 14, fontWeight: 600, margin: "20px 0 12px" }}>{title}</h3>;
}

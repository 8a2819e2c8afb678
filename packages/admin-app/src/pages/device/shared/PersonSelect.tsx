import { Select, type SelectProps } from "antd";
import type { Person } from "./deviceApi";

export interface PersonSelectProps extends Omit<SelectProps, "options"> {
  /** The accessible name (the filter's label). */
  label: string;
  people: readonly Person[];
}

/**
 * A person chosen by name, as a filter box: the server filters agents and after-sale staff by id.
 * The form item's value and onChange pass through.
 */
export function PersonSelect({ label, people, ...control }: PersonSelectProps) {
  return (
    <Select
      {...control}
      allowClear
      aria-label={label}
      style={{ minWidth: 160 }}
      showSearch={{ optionFilterProp: "label" }}
      options={people.map((p) => ({ value: p.id, label: p.name }))}
    />
  );
}

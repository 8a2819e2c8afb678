import type { FieldSpec, FieldUi } from "@vitrine/editor-core";
import { useMemo } from "react";
import { useLabel } from "./use-label";

export interface ShownOption {
  value: string | number;
  label: string;
  icon?: string | undefined;
}

/** The choices of a choice or segmented field: declared options, else the enum by value. */
export function useOptions(spec: FieldSpec, ui: FieldUi): ShownOption[] {
  const label = useLabel();
  return useMemo(
    () =>
      ui.options
        ? ui.options.map((o) => ({ value: o.value, label: label(o.label), icon: o.icon }))
        : (spec.enum ?? []).map((value) => ({ value, label: String(value) })),
    [spec, ui, label],
  );
}

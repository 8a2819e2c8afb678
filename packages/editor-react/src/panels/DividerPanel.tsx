import type { ComponentInstance } from "@vitrine/editor-core";
import { useEditorUi } from "../workbench/editor-context";
import { ChoiceField, ColorField, NumberField } from "./fields";
import { usePropField } from "./use-field";

/** Divider: blank height up to 100, blank or line, line style, side margins, line colour. */
export function DividerPanel({ component }: { component: ComponentInstance }) {
  const { t } = useEditorUi();
  const height = usePropField(component, "blankHeight");
  const kind = usePropField(component, "segmentationtype");
  const style = usePropField(component, "bordertp");
  const padding = usePropField(component, "paddType");
  const colour = usePropField(component, "auxliarColor");
  return (
    <div>
      <NumberField
        label={t("field.divider.blankHeight")}
        slider
        min={0}
        max={100}
        value={height.value}
        onChange={height.set}
        error={height.message}
      />
      <ChoiceField
        label={t("field.divider.segmentationtype")}
        value={kind.value}
        onChange={kind.set}
        error={kind.message}
        options={[
          { value: 0, label: t("option.blank") },
          { value: 1, label: t("option.line") },
        ]}
      />
      {kind.value === 1 && (
        <>
          <ChoiceField
            label={t("field.divider.bordertp")}
            value={style.value}
            onChange={style.set}
            error={style.message}
            options={[
              { value: "solid", label: t("option.solid") },
              { value: "dashed", label: t("option.dashed") },
              { value: "dotted", label: t("option.dotted") },
            ]}
          />
          <ChoiceField
            label={t("field.divider.paddType")}
            value={padding.value}
            onChange={padding.set}
            error={padding.message}
            options={[
              { value: 0, label: t("option.noPadding") },
              { value: 1, label: t("option.withPadding") },
            ]}
          />
          <ColorField
            label={t("field.divider.auxliarColor")}
            value={colour.value}
            onChange={colour.set}
            error={colour.message}
          />
        </>
      )}
    </div>
  );
}

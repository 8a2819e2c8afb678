import { CAPTION_DESCRIPTION_MAX_LENGTH, type ComponentInstance } from "@vitrine/editor-core";
import { useEditorUi } from "../workbench/editor-context";
import { ChoiceField, ColorField, NumberField, SwitchField, TextField } from "./fields";
import { usePropField } from "./use-field";

/** Settings of the caption text: every field of the spec's section 3. */
export function CaptionTextPanel({ component }: { component: ComponentInstance }) {
  const { t } = useEditorUi();
  const name = usePropField(component, "name");
  const description = usePropField(component, "description");
  const positions = usePropField(component, "positions");
  const wordSize = usePropField(component, "wordSize");
  const descriptionSize = usePropField(component, "descriptionSize");
  const wordWeight = usePropField(component, "wordWeight");
  const descriptionWeight = usePropField(component, "descriptionWeight");
  const wordHeight = usePropField(component, "wordHeight");
  const wordColor = usePropField(component, "wordColor");
  const descriptionColor = usePropField(component, "descriptionColor");
  const backColor = usePropField(component, "backColor");
  const borderBott = usePropField(component, "borderBott");
  const moreShow = usePropField(component, "more.show");
  const moreType = usePropField(component, "more.type");
  const moreText = usePropField(component, "more.text");
  const httpType = usePropField(component, "more.httpType");
  const link = usePropField(component, "more.http.externalLink");
  return (
    <div>
      <TextField label={t("field.caption.name")} {...fieldProps(name)} />
      <TextField
        label={t("field.caption.description")}
        multiline
        maxLength={CAPTION_DESCRIPTION_MAX_LENGTH}
        {...fieldProps(description)}
      />
      <ChoiceField
        label={t("field.caption.positions")}
        value={positions.value}
        onChange={positions.set}
        error={positions.message}
        options={[
          { value: "left", label: t("option.left") },
          { value: "center", label: t("option.center") },
        ]}
      />
      <NumberField label={t("field.caption.wordSize")} max={99} {...numberProps(wordSize)} />
      <NumberField
        label={t("field.caption.descriptionSize")}
        max={99}
        {...numberProps(descriptionSize)}
      />
      <NumberField label={t("field.caption.wordWeight")} {...numberProps(wordWeight)} />
      <NumberField
        label={t("field.caption.descriptionWeight")}
        {...numberProps(descriptionWeight)}
      />
      <NumberField
        label={t("field.caption.wordHeight")}
        slider
        min={20}
        max={100}
        {...numberProps(wordHeight)}
      />
      <ColorField
        label={t("field.caption.wordColor")}
        value={wordColor.value}
        onChange={wordColor.set}
        error={wordColor.message}
      />
      <ColorField
        label={t("field.caption.descriptionColor")}
        value={descriptionColor.value}
        onChange={descriptionColor.set}
        error={descriptionColor.message}
      />
      <ColorField
        label={t("field.caption.backColor")}
        value={backColor.value}
        onChange={backColor.set}
        error={backColor.message}
      />
      <SwitchField
        label={t("field.caption.borderBott")}
        value={borderBott.value}
        onChange={borderBott.set}
        error={borderBott.message}
      />
      <SwitchField
        label={t("field.caption.moreShow")}
        value={moreShow.value}
        onChange={moreShow.set}
        error={moreShow.message}
      />
      {moreShow.value === true && (
        <>
          <ChoiceField
            label={t("field.caption.moreType")}
            value={moreType.value}
            onChange={moreType.set}
            error={moreType.message}
            options={[
              { value: 0, label: t("option.moreStyle1") },
              { value: 1, label: t("option.moreStyle2") },
              { value: 2, label: t("option.moreStyle3") },
            ]}
          />
          <TextField label={t("field.caption.moreText")} {...fieldProps(moreText)} />
          <ChoiceField
            label={t("field.caption.httpType")}
            value={httpType.value}
            onChange={httpType.set}
            error={httpType.message}
            options={[
              { value: "10", label: t("option.internal") },
              { value: "11", label: t("option.external") },
            ]}
          />
          <TextField label={t("field.caption.link")} {...fieldProps(link)} />
        </>
      )}
    </div>
  );
}

type Field = ReturnType<typeof usePropField>;
const fieldProps = (field: Field) => ({
  value: field.value,
  onChange: field.set,
  error: field.message,
});
const numberProps = fieldProps;

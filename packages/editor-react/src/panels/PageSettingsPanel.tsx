import {
  type EditorState,
  PAGE_DETAILS_MAX_LENGTH,
  PAGE_NAME_MAX_LENGTH,
  pageSettingsFields,
  selectSettings,
} from "@vitrine/editor-core";
import { useSelector } from "react-redux";
import { useEditorUi } from "../workbench/editor-context";
import { ColorField, NumberField, SwitchField, TextField } from "./fields";
import { ImageField } from "./ImageField";
import { useFieldMessage } from "./use-field";

export interface PageCategory {
  value: string | number;
  label: string;
}

/** Page settings: name, details, classification, isPerson, isBack, titleHeight 35–100, bgColor, bgImg. */
export function PageSettingsPanel({
  categories,
}: {
  categories?: readonly PageCategory[] | undefined;
}) {
  const { editor, t, notify } = useEditorUi();
  const settings = useSelector((state: EditorState) => selectSettings(state));
  const set = (key: string) => (value: unknown) => {
    const result = editor.updateSettings({ [key]: value });
    if (!result.ok) notify(result.message);
  };

  const nameMessage = useFieldMessage(pageSettingsFields, "name", settings.name);
  const detailsMessage = useFieldMessage(pageSettingsFields, "details", settings.details);
  const classificationMessage = useFieldMessage(
    pageSettingsFields,
    "classification",
    settings.classification,
  );
  const heightMessage = useFieldMessage(pageSettingsFields, "titleHeight", settings.titleHeight);
  return (
    <div>
      <TextField
        label={t("field.name")}
        maxLength={PAGE_NAME_MAX_LENGTH}
        value={settings.name}
        onChange={set("name")}
        error={nameMessage}
      />
      <TextField
        label={t("field.details")}
        maxLength={PAGE_DETAILS_MAX_LENGTH}
        value={settings.details}
        onChange={set("details")}
        error={detailsMessage}
      />
      {categories && categories.length > 0 ? (
        <CategorySelect
          label={t("field.classification")}
          categories={categories}
          value={settings.classification}
          onChange={set("classification")}
          error={classificationMessage}
        />
      ) : (
        <TextField
          label={t("field.classification")}
          value={String(settings.classification ?? "")}
          onChange={set("classification")}
          error={classificationMessage}
        />
      )}
      <SwitchField
        label={t("field.isPerson")}
        value={settings.isPerson}
        onChange={set("isPerson")}
      />
      <SwitchField label={t("field.isBack")} value={settings.isBack} onChange={set("isBack")} />
      <NumberField
        label={t("field.titleHeight")}
        slider
        min={35}
        max={100}
        value={settings.titleHeight}
        onChange={set("titleHeight")}
        error={heightMessage}
      />
      <ColorField label={t("field.bgColor")} value={settings.bgColor} onChange={set("bgColor")} />
      <ImageField label={t("field.bgImg")} value={settings.bgImg} onChange={set("bgImg")} />
    </div>
  );
}

function CategorySelect(props: {
  label: string;
  categories: readonly PageCategory[];
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | undefined;
}) {
  return (
    <label className="vt-field vt-field__label">
      {props.label}
      <select
        value={String(props.value ?? "")}
        onChange={(e) =>
          props.onChange(
            props.categories.find((c) => String(c.value) === e.target.value)?.value ?? "",
          )
        }
        className="vt-input"
      >
        <option value="" />
        {props.categories.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </select>
      {props.error && (
        <span role="alert" className="vt-field__error">
          {props.error}
        </span>
      )}
    </label>
  );
}

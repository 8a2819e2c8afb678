import {
  type EditorState,
  type FieldSpecs,
  PAGE_DETAILS_MAX_LENGTH,
  PAGE_NAME_MAX_LENGTH,
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

/**
 * Page settings: name, details, classification, isPerson, isBack, titleHeight 35–100, bgColor,
 * bgImg, or the ones the host chose (`createEditor({ pageSettings })`, in its order and with its
 * required fields), then the host's own settings.
 */
export function PageSettingsPanel({
  categories,
}: {
  categories?: readonly PageCategory[] | undefined;
}) {
  const { editor } = useEditorUi();
  const fields = editor.pageSettingsFields;
  return (
    <div>
      {Object.keys(fields).map((name) => (
        <SettingField key={name} name={name} fields={fields} categories={categories} />
      ))}
    </div>
  );
}

/** One setting: its built-in control, or for a host's own the one its `ui.widget` names. */
function SettingField(props: {
  name: string;
  fields: FieldSpecs;
  categories?: readonly PageCategory[] | undefined;
}) {
  const { name, fields, categories } = props;
  const { editor, t, tc, notify } = useEditorUi();
  const value = useSelector((state: EditorState) => selectSettings(state)[name]);
  const message = useFieldMessage(fields, name, value);
  const set = (next: unknown) => {
    const result = editor.updateSettings({ [name]: next });
    if (!result.ok) notify(result.message);
  };
  switch (name) {
    case "name":
      return (
        <TextField
          label={t("field.name")}
          maxLength={PAGE_NAME_MAX_LENGTH}
          value={value}
          onChange={set}
          error={message}
        />
      );
    case "details":
      return (
        <TextField
          label={t("field.details")}
          maxLength={PAGE_DETAILS_MAX_LENGTH}
          value={value}
          onChange={set}
          error={message}
        />
      );
    case "classification":
      return categories && categories.length > 0 ? (
        <CategorySelect
          label={t("field.classification")}
          categories={categories}
          value={value}
          onChange={set}
          error={message}
        />
      ) : (
        <TextField
          label={t("field.classification")}
          value={String(value ?? "")}
          onChange={set}
          error={message}
        />
      );
    case "isPerson":
      return <SwitchField label={t("field.isPerson")} value={value} onChange={set} />;
    case "isBack":
      return <SwitchField label={t("field.isBack")} value={value} onChange={set} />;
    case "titleHeight":
      return (
        <NumberField
          label={t("field.titleHeight")}
          slider
          min={35}
          max={100}
          value={value}
          onChange={set}
          error={message}
        />
      );
    case "bgColor":
      return <ColorField label={t("field.bgColor")} value={value} onChange={set} />;
    case "bgImg":
      return <ImageField label={t("field.bgImg")} value={value} onChange={set} />;
  }
  const spec = fields[name];
  const label = tc(spec?.ui?.label ?? name);
  switch (spec?.ui?.widget) {
    case "switch":
      return <SwitchField label={label} value={value} onChange={set} error={message} />;
    case "number":
      return (
        <NumberField
          label={label}
          min={spec.min}
          max={spec.max}
          value={value}
          onChange={set}
          error={message}
        />
      );
    default:
      return (
        <TextField
          label={label}
          maxLength={spec?.maxLength}
          multiline={spec?.ui?.widget === "textarea"}
          value={value}
          onChange={set}
          error={message}
        />
      );
  }
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

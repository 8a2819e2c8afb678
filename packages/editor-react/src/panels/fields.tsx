import { memo, type ReactNode, useId } from "react";
import { ColourInput } from "./colour/ColourInput";

// Plain, labelled form controls: every field has a visible label tied to its input, and its
// validation message is announced with the input (aria-describedby).

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  children: (ids: { inputId: string; errorId: string }) => ReactNode;
}

function FieldFrame({ label, error, children }: FieldFrameProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className="vitrine-field vt-field">
      <label htmlFor={inputId} className="vt-field__label">
        {label}
      </label>
      {children({ inputId, errorId })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The message under a field (live validation or the host's refusal), announced when it appears. */
function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className="vt-field__error">
      {message}
    </div>
  );
}

/** Marks an input invalid and ties it to its message, as antd's Form.Item does. */
const invalidProps = (error: string | undefined, errorId: string) =>
  error ? { "aria-invalid": true, "aria-describedby": errorId } : {};

/**
 * A text input. With `maxLength` typing stops at the limit (as the original's inputs with a word
 * limit did) and a counter shows the characters used; a longer value from elsewhere (an import)
 * is kept and counted, and validation says what is wrong with it.
 */
export const TextField = memo(function TextField(props: {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  error?: string | undefined;
  maxLength?: number | undefined;
  multiline?: boolean | undefined;
}) {
  const value = typeof props.value === "string" ? props.value : "";
  return (
    <FieldFrame label={props.label} error={props.error}>
      {({ inputId, errorId }) => {
        const common = {
          id: inputId,
          value,
          maxLength: props.maxLength,
          "aria-invalid": props.error ? true : undefined,
          "aria-describedby": props.error ? errorId : undefined,
        };
        return (
          <>
            {props.multiline ? (
              <textarea
                {...common}
                className="vt-textarea"
                rows={3}
                onChange={(e) => props.onChange(e.target.value)}
              />
            ) : (
              <input
                {...common}
                className="vt-input"
                type="text"
                onChange={(e) => props.onChange(e.target.value)}
              />
            )}
            {props.maxLength !== undefined && (
              <div className="vt-field__meta">
                <span className="vt-field__counter">
                  {[...value].length}/{props.maxLength}
                </span>
              </div>
            )}
          </>
        );
      }}
    </FieldFrame>
  );
});

/** A number input; clearing it gives null, which validation answers with 请输入有效数字. */
export const NumberField = memo(function NumberField(props: {
  label: string;
  value: unknown;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  slider?: boolean | undefined;
}) {
  const value = typeof props.value === "number" ? props.value : "";
  const change = (raw: string) => props.onChange(raw.trim() === "" ? null : Number(raw));
  return (
    <FieldFrame label={props.label} error={props.error}>
      {({ inputId, errorId }) => (
        <div className="vt-field__row">
          {props.slider && (
            <input
              type="range"
              aria-hidden="true"
              tabIndex={-1}
              min={props.min}
              max={props.max}
              step={props.step}
              value={value === "" ? (props.min ?? 0) : value}
              onChange={(e) => change(e.target.value)}
              className="vt-slider"
            />
          )}
          <input
            id={inputId}
            type="number"
            min={props.min}
            max={props.max}
            step={props.step}
            value={value}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? errorId : undefined}
            onChange={(e) => change(e.target.value)}
            className={props.slider ? "vt-input vt-number" : "vt-input"}
          />
        </div>
      )}
    </FieldFrame>
  );
});

// Fields are memoised: a keystroke in one re-renders that field, not the whole panel's inputs.
function ChoiceFieldView<V extends string | number>(props: {
  label: string;
  value: unknown;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
}) {
  return (
    <FieldFrame label={props.label} error={props.error}>
      {({ inputId, errorId }) => (
        <select
          id={inputId}
          {...invalidProps(props.error, errorId)}
          value={String(props.value)}
          onChange={(e) => {
            const picked = props.options.find((o) => String(o.value) === e.target.value);
            if (picked) props.onChange(picked.value);
          }}
          className="vt-select"
        >
          {props.options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export const ChoiceField = memo(ChoiceFieldView) as typeof ChoiceFieldView;

export const SwitchField = memo(function SwitchField(props: {
  label: string;
  value: unknown;
  onChange: (value: boolean) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="vt-field">
      <div className="vt-switch">
        <label htmlFor={id}>{props.label}</label>
        <input
          id={id}
          {...invalidProps(props.error, `${id}-error`)}
          type="checkbox"
          role="switch"
          aria-checked={props.value === true}
          checked={props.value === true}
          onChange={(e) => props.onChange(e.target.checked)}
        />
      </div>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
});

/** Colours are kept as written (the original stores rgba() strings): text, a swatch and a picker. */
export const ColorField = memo(function ColorField(props: {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const value = typeof props.value === "string" ? props.value : "";
  return (
    <FieldFrame label={props.label} error={props.error}>
      {({ inputId, errorId }) => (
        <ColourInput
          id={inputId}
          errorId={errorId}
          label={props.label}
          value={value}
          error={props.error}
          onChange={props.onChange}
        />
      )}
    </FieldFrame>
  );
});

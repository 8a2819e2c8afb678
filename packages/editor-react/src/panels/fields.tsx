import { memo, type ReactNode, useId } from "react";

// Plain, labelled form controls: every field has a visible label tied to its input, and its
// validation message is announced with the input (aria-describedby).

interface FieldFrameProps {
  label: string;
  error?: string;
  children: (ids: { inputId: string; errorId: string }) => ReactNode;
}

function FieldFrame({ label, error, children }: FieldFrameProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className="vitrine-field" style={{ marginBottom: 12 }}>
      <label htmlFor={inputId} style={{ display: "block", fontSize: 13, marginBottom: 4 }}>
        {label}
      </label>
      {children({ inputId, errorId })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The message under a field (live validation or the host's refusal), announced when it appears. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" style={{ color: "#f56c6c", fontSize: 12, marginTop: 2 }}>
      {message}
    </div>
  );
}

/** Marks an input invalid and ties it to its message, as antd's Form.Item does. */
const invalidProps = (error: string | undefined, errorId: string) =>
  error ? { "aria-invalid": true, "aria-describedby": errorId } : {};

const inputStyle = { width: "100%", boxSizing: "border-box" as const, padding: "4px 8px" };

/**
 * A text input. With `maxLength` typing stops at the limit (as the original's inputs with a word
 * limit did) and a counter shows the characters used; a longer value from elsewhere (an import)
 * is kept and counted, and validation says what is wrong with it.
 */
export const TextField = memo(function TextField(props: {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  multiline?: boolean;
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
          style: inputStyle,
        };
        return (
          <>
            {props.multiline ? (
              <textarea {...common} rows={3} onChange={(e) => props.onChange(e.target.value)} />
            ) : (
              <input {...common} type="text" onChange={(e) => props.onChange(e.target.value)} />
            )}
            {props.maxLength !== undefined && (
              <div style={{ fontSize: 12, color: "#969799", textAlign: "right" }}>
                {[...value].length}/{props.maxLength}
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
  error?: string;
  min?: number;
  max?: number;
  step?: number;
  slider?: boolean;
}) {
  const value = typeof props.value === "number" ? props.value : "";
  const change = (raw: string) => props.onChange(raw.trim() === "" ? null : Number(raw));
  return (
    <FieldFrame label={props.label} error={props.error}>
      {({ inputId, errorId }) => (
        <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
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
              style={{ flex: 1 }}
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
            style={{ ...inputStyle, width: props.slider ? 72 : "100%" }}
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
  error?: string;
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
          style={inputStyle}
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
  error?: string;
}) {
  const id = useId();
  return (
    <div style={{ marginBottom: 12 }}>
      <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
        <input
          id={id}
          {...invalidProps(props.error, `${id}-error`)}
          type="checkbox"
          role="switch"
          aria-checked={props.value === true}
          checked={props.value === true}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        <label htmlFor={id} style={{ fontSize: 13 }}>
          {props.label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
});

/** Colours are kept as written (the original stores rgba() strings), so this is a text input with a swatch. */
export const ColorField = memo(function ColorField(props: {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  error?: string;
}) {
  const value = typeof props.value === "string" ? props.value : "";
  return (
    <FieldFrame label={props.label} error={props.error}>
      {({ inputId, errorId }) => (
        <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <span
            aria-hidden="true"
            style={{ width: 20, height: 20, border: "1px solid #dcdee0", background: value }}
          />
          <input
            id={inputId}
            {...invalidProps(props.error, errorId)}
            type="text"
            value={value}
            onChange={(e) => props.onChange(e.target.value)}
            style={inputStyle}
          />
        </div>
      )}
    </FieldFrame>
  );
});

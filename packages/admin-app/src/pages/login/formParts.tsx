import { type InputHTMLAttributes, type ReactNode, useId } from "react";

/*
 * The sign-in forms' building blocks in plain markup styled like antd's large vertical form (the
 * rest of the app uses antd). /login is the first page most visits load, and antd's Form, Input,
 * Button and Alert would bring antd's core (theme, CSS-in-JS) with them.
 */

const ERROR_COLOR = "#d9363e"; // the app theme's colorError: 4.5:1 on white
const PRIMARY = "#1d6fce"; // the app theme's primary button: 4.5:1 under white text

/** The form element's style: antd's font stack, which its controls inherit. */
export const loginFormStyle = {
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'",
} as const;

export interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Why the value cannot be used; shown under the field and tied to it for screen readers. */
  error?: string | null;
  /** Something beside the input, such as the send-code button. */
  addon?: ReactNode;
}

/** A labelled input with its message under it (antd's Form.Item look). */
export function LoginField({ label, error, addon, ...input }: LoginFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div style={fieldStyle}>
      <label htmlFor={id} style={labelStyle}>
        {label}
      </label>
      <div style={{ display: "flex", gap: 8 }}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={error ? invalidInputStyle : inputStyle}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <div id={errorId} role="alert" style={fieldErrorStyle}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The form's full-width primary button; while `loading` it shows a spinner and takes no clicks. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={loading}
      aria-busy={loading || undefined}
      style={loading ? { ...submitStyle, opacity: 0.65, cursor: "default" } : submitStyle}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}

/** A secondary button (antd's default button); `loading` shows a spinner and takes no clicks. */
export function PlainButton({
  onClick,
  loading = false,
  disabled = false,
  children,
}: {
  onClick(): void;
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const inactive = disabled || loading;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={inactive}
      aria-busy={loading || undefined}
      style={disabled ? disabledButtonStyle : plainButtonStyle}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}

/** A failed attempt's message (antd's error Alert look), announced when it appears. */
export function LoginAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" style={alertStyle}>
      <span aria-hidden="true" style={alertIconStyle}>
        ✕
      </span>
      <span>{children}</span>
    </div>
  );
}

/** A turning arc; SVG's own animation, so no stylesheet is needed. */
function Spinner() {
  return (
    <svg
      aria-hidden="true"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      style={{ marginInlineEnd: 8, verticalAlign: "-0.125em" }}
    >
      <path d="M12 3a9 9 0 1 0 9 9" fill="none" stroke="currentColor" strokeWidth="3">
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="0 12 12"
          to="360 12 12"
          dur="1s"
          repeatCount="indefinite"
        />
      </path>
    </svg>
  );
}

const fieldStyle = { marginBottom: 24 } as const;
const labelStyle = {
  display: "block",
  paddingBottom: 8,
  fontSize: 14,
  lineHeight: 1.57,
  color: "rgba(0, 0, 0, 0.88)",
} as const;
const inputStyle = {
  flex: 1,
  minWidth: 0,
  boxSizing: "border-box",
  height: 40,
  padding: "7px 11px",
  fontFamily: "inherit",
  fontSize: 16,
  lineHeight: 1.5,
  color: "rgba(0, 0, 0, 0.88)",
  background: "#fff",
  border: "1px solid #d9d9d9",
  borderRadius: 8,
} as const;
const invalidInputStyle = { ...inputStyle, borderColor: ERROR_COLOR } as const;
const fieldErrorStyle = {
  marginTop: 4,
  fontSize: 14,
  lineHeight: 1.57,
  color: ERROR_COLOR,
} as const;
const buttonBase = {
  boxSizing: "border-box",
  height: 40,
  padding: "0 15px",
  fontFamily: "inherit",
  fontSize: 16,
  borderRadius: 8,
  cursor: "pointer",
  whiteSpace: "nowrap",
} as const;
const submitStyle = {
  ...buttonBase,
  width: "100%",
  color: "#fff",
  background: PRIMARY,
  border: `1px solid ${PRIMARY}`,
} as const;
const plainButtonStyle = {
  ...buttonBase,
  color: "rgba(0, 0, 0, 0.88)",
  background: "#fff",
  border: "1px solid #d9d9d9",
} as const;
const disabledButtonStyle = {
  ...plainButtonStyle,
  color: "rgba(0, 0, 0, 0.25)",
  background: "rgba(0, 0, 0, 0.04)",
  cursor: "not-allowed",
} as const;
const alertStyle = {
  display: "flex",
  alignItems: "baseline",
  gap: 8,
  marginBottom: 24,
  padding: "8px 12px",
  fontSize: 14,
  lineHeight: 1.57,
  color: "rgba(0, 0, 0, 0.88)",
  background: "#fff2f0",
  border: "1px solid #ffccc7",
  borderRadius: 8,
} as const;
const alertIconStyle = { color: ERROR_COLOR, fontWeight: 700 } as const;

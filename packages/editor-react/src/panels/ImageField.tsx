import { TextField } from "./fields";

/**
 * An image address with a thumbnail. Hosts wire the media library here later through the editor's
 * media api; without one the address is typed in.
 */
export function ImageField(props: {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}) {
  const src = typeof props.value === "string" ? props.value : "";
  return (
    <div>
      <TextField label={props.label} value={src} onChange={props.onChange} error={props.error} />
      {props.hint && (
        <div style={{ fontSize: 12, color: "#969799", marginTop: -8, marginBottom: 8 }}>
          {props.hint}
        </div>
      )}
      {src && <img src={src} alt="" style={{ maxWidth: 120, maxHeight: 60, marginBottom: 12 }} />}
    </div>
  );
}

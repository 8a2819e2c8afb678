import type { FieldSpec, FieldUi } from "@vitrine/editor-core";

/**
 * What every field widget gets: its value and setter, the message under it, and its declaration.
 * A widget edits one field of an object (a component's props or a list item); `siblings` and
 * `setFields` reach the other fields of that object (a link's type field).
 */
export interface WidgetProps {
  /** The field's key in its object. */
  name: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | undefined;
  spec: FieldSpec;
  ui: FieldUi;
  /** The field's path in the component's props ("iconList.2.http"), for nested messages. */
  path: string;
  componentId: string;
  siblings: Readonly<Record<string, unknown>>;
  /** Sets several fields of the same object in one change. */
  setFields: (patch: Readonly<Record<string, unknown>>) => void;
}

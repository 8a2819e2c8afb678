import type { ComponentInstance } from "@vitrine/editor-core";
import { useCallback } from "react";
import { useEditorUi } from "../../workbench/editor-context";
import { FieldRow } from "./FieldRow";
import { visibleFields } from "./visible-fields";

/**
 * The settings panel of any component whose definition declares `ui` on its fields (the
 * built-ins without a hand-written panel, and host components): each such field, in declaration
 * order, drawn by its widget.
 */
export function GenericPanel({ component }: { component: ComponentInstance }) {
  const { editor, notify } = useEditorUi();
  const definition = editor.registry.get(component.type);
  const id = component.id;
  const setFields = useCallback(
    (patch: Readonly<Record<string, unknown>>) => {
      for (const [key, value] of Object.entries(patch)) {
        const result = editor.updateProps(id, key, value);
        if (!result.ok) {
          notify(result.message);
          return;
        }
      }
    },
    [editor, id, notify],
  );
  const shown = visibleFields(definition?.fields ?? {}, component.props);
  return (
    <div>
      {shown.map(([name, spec]) => (
        <FieldRow
          key={name}
          name={name}
          spec={spec}
          path={name}
          componentId={id}
          siblings={component.props}
          setFields={setFields}
        />
      ))}
    </div>
  );
}

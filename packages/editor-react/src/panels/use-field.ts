import {
  type ComponentInstance,
  type EditorState,
  type FieldSpec,
  type FieldSpecs,
  getIn,
  selectComponentById,
  validateField,
} from "@vitrine/editor-core";
import { useCallback, useMemo } from "react";
import { useSelector } from "react-redux";
import { useHostFieldMessage } from "../issues/issues-context";
import { useEditorUi } from "../workbench/editor-context";

/** The component this panel edits, re-read only when that component changes. */
export function useComponent(id: string): ComponentInstance | undefined {
  return useSelector((state: EditorState) => selectComponentById(state, id));
}

function specAt(fields: FieldSpecs, path: string): FieldSpec | undefined {
  const [head, ...rest] = path.split(".");
  const spec = head === undefined ? undefined : fields[head];
  if (!spec || rest.length === 0) return spec;
  return spec.fields ? specAt(spec.fields, rest.join(".")) : undefined;
}

/**
 * The message shown under a field: editor-core's live validation of the value first, else the
 * host's issue for that path (the server's publish refusal) while the value is still the one the
 * host saw. `componentId` undefined means the page settings.
 */
export function useFieldMessage(
  fields: FieldSpecs,
  path: string,
  value: unknown,
  componentId?: string,
): string | undefined {
  const { tc } = useEditorUi();
  const hostMessage = useHostFieldMessage(componentId, path, value);
  // A panel re-renders with every edit of its component; only the edited field's value changed.
  const issue = useMemo(() => {
    const spec = specAt(fields, path);
    return spec ? validateField(value, spec, path)[0] : undefined;
  }, [fields, path, value]);
  return issue ? tc(issue.messageKey, issue.params) : hostMessage;
}

/** Value, setter and message of one prop of one component. */
export function usePropField(component: ComponentInstance, path: string) {
  const { editor, notify } = useEditorUi();
  const definition = editor.registry.get(component.type);
  const value = getIn(component.props, path.split("."));
  const message = useFieldMessage(definition?.fields ?? {}, path, value, component.id);
  const id = component.id;
  const set = useCallback(
    (next: unknown) => {
      const result = editor.updateProps(id, path, next);
      if (!result.ok) notify(result.message);
    },
    [editor, id, path, notify],
  );
  return { value, set, message };
}

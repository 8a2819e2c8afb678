import { type FieldSpec, validateField } from "@vitrine/editor-core";
import { useMemo } from "react";
import { useHostFieldMessage } from "../../issues/issues-context";
import { useEditorUi } from "../../workbench/editor-context";

/**
 * The message under a field at any depth ("iconList.2.iconText"): editor-core's validation of the
 * value (the same that runs on publish), else the host's issue for that path. Only the field's
 * own issue is shown here: a list's item issues appear under the items' fields.
 */
export function useNestedMessage(
  spec: FieldSpec,
  path: string,
  value: unknown,
  componentId: string,
): string | undefined {
  const { tc } = useEditorUi();
  const host = useHostFieldMessage(componentId, path, value);
  const issue = useMemo(() => {
    const { fields: _itemFields, ...own } = spec;
    return validateField(value, own, path)[0];
  }, [spec, path, value]);
  return issue ? tc(issue.messageKey, issue.params) : host;
}

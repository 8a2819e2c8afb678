import { hasMessage } from "@vitrine/editor-core";
import { hasFieldMessage, translateField } from "@vitrine/editor-core/field-messages";
import { useCallback } from "react";
import { isUiMessageKey } from "../../i18n/ui-messages";
import { useEditorUi } from "../../workbench/editor-context";

/**
 * A declared label: a key of editor-core's field messages (field.<type>.<field>, option.*, hint.*;
 * imported here so they load with this lazily loaded panel, not with the workbench), of its main
 * catalogue or the host's messages, or of the workbench's own texts; an unknown key (a host's
 * label written as text) is shown as written.
 */
export function useLabel(): (key: string) => string {
  const { editor, locale, t, tc } = useEditorUi();
  return useCallback(
    (key: string) => {
      if (hasFieldMessage(key)) return translateField(key, locale);
      // A host component's labels are in its registry's messages.
      if (hasMessage(key, editor.registry.messages)) return tc(key);
      if (isUiMessageKey(key)) return t(key);
      return key;
    },
    [editor, locale, t, tc],
  );
}

import { hasMessage } from "@vitrine/editor-core";
import { useCallback } from "react";
import { type UiMessageKey, uiMessages } from "../../i18n/ui-messages";
import { useEditorUi } from "../../workbench/editor-context";

/**
 * A declared label: a message key of editor-core's catalogue (field.<type>.<field>, what host
 * components register too) or of the workbench's own texts; an unknown key is shown as written.
 */
export function useLabel(): (key: string) => string {
  const { t, tc } = useEditorUi();
  return useCallback(
    (key: string) => {
      if (hasMessage(key)) return tc(key);
      if (key in uiMessages["zh-cn"]) return t(key as UiMessageKey);
      return key;
    },
    [t, tc],
  );
}

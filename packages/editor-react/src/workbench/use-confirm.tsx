import { type ReactNode, useCallback, useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog";
import { useEditorUi } from "./editor-context";

/** Asks a question in a dialog and runs the action only on OK. Render `dialog` somewhere. */
export function useConfirm(): {
  ask: (message: string, action: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useEditorUi();
  const [pending, setPending] = useState<{ message: string; action: () => void } | null>(null);
  const ask = useCallback(
    (message: string, action: () => void) => setPending({ message, action }),
    [],
  );
  const dialog = pending ? (
    <ConfirmDialog
      message={pending.message}
      confirmLabel={t("action.confirm")}
      cancelLabel={t("action.cancel")}
      onConfirm={() => {
        setPending(null);
        pending.action();
      }}
      onCancel={() => setPending(null)}
    />
  ) : null;
  return { ask, dialog };
}

import { memo, type ReactNode, useCallback, useEffect, useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog";
import { useEditorUi } from "./editor-context";

interface Question {
  message: string;
  action: () => void;
}

/** Hands a question from `ask` to the one slot that shows it. */
function createAsker() {
  let show: ((question: Question | null) => void) | null = null;
  return {
    ask: (message: string, action: () => void) => show?.({ message, action }),
    connect: (listener: (question: Question | null) => void) => {
      show = listener;
      return () => {
        show = null;
      };
    },
  };
}

/**
 * Asks a question in a dialog and runs the action only on OK. Render `dialog` somewhere. The open
 * question lives in the dialog's own slot, so opening and closing it re-renders only the slot, not
 * the workbench that asked (and with it the canvas).
 */
export function useConfirm(): {
  ask: (message: string, action: () => void) => void;
  dialog: ReactNode;
} {
  const [asker] = useState(createAsker);
  const ask = useCallback(
    (message: string, action: () => void) => asker.ask(message, action),
    [asker],
  );
  return { ask, dialog: <ConfirmSlot asker={asker} /> };
}

const ConfirmSlot = memo(function ConfirmSlot({
  asker,
}: {
  asker: ReturnType<typeof createAsker>;
}) {
  const { t } = useEditorUi();
  const [pending, setPending] = useState<Question | null>(null);
  useEffect(() => asker.connect(setPending), [asker]);
  if (!pending) return null;
  return (
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
  );
});

import { Button, Input, Space } from "antd";
import { type ReactNode, useId, useState } from "react";
import type { SkuMessage } from "../types";
import { useSkuText } from "./sku-text";

interface InlineRenameProps {
  title: string;
  /** Accessible name of the rename button, e.g. 修改规格名“颜色”. */
  buttonLabel: string;
  onRename(title: string): SkuMessage | undefined;
  /** Show a pencil instead of the word, where many options sit side by side. */
  compact?: boolean | undefined;
  /** What is shown while not renaming (the title, or a checkbox with it). */
  children: ReactNode;
}

/** Shows its children with a rename button; renaming swaps them for a text box until saved. */
export function InlineRename({
  title,
  buttonLabel,
  onRename,
  compact = false,
  children,
}: InlineRenameProps) {
  const { t } = useSkuText();
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const errorId = useId();

  if (draft === undefined) {
    return (
      <span style={{ display: "inline-flex", alignItems: "center" }}>
        {children}
        <Button
          type="link"
          size="small"
          aria-label={buttonLabel}
          title={buttonLabel}
          onClick={() => setDraft(title)}
        >
          {compact ? "✎" : t("ui.action.rename")}
        </Button>
      </span>
    );
  }

  const cancel = () => {
    setDraft(undefined);
    setError(undefined);
  };
  const save = () => {
    const refusal = onRename(draft);
    if (refusal) setError(refusal.message);
    else cancel();
  };

  return (
    <span style={{ display: "inline-flex", flexDirection: "column" }}>
      <Space.Compact size="small">
        <Input
          autoFocus
          aria-label={t("ui.rename.label")}
          value={draft}
          status={error ? "error" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onPressEnter={save}
          onKeyDown={(event) => {
            if (event.key === "Escape") cancel();
          }}
          style={{ width: 140 }}
        />
        <Button type="primary" onClick={save}>
          {t("ui.rename.save")}
        </Button>
        <Button onClick={cancel}>{t("ui.rename.cancel")}</Button>
      </Space.Compact>
      {error ? (
        <span id={errorId} role="alert" style={{ color: "#ff4d4f", fontSize: 12 }}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
